import { errorMessages } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRateLimit } from '../../src/modules/rate-limit/rate-limit-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { randomIp } from '../helpers/random-ip';
import { METRICS_TOKEN, sampleOf, scrape } from '../metrics/scrape';
import { jpegBytes } from './sample-files';
import { checkoutDraft } from './tus-client';
import { createUpload, patchUpload, uploadPathOf } from './tus-inject';

const KIB = 1024;

describe('uploads while the upload disk is nearly full (UPLOAD_MIN_FREE_MB)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { metrics: { token: METRICS_TOKEN, allow: [] } } });
  });
  afterAll(() => testApp.close());

  it('refuses a new upload with 507 and the message, and lets one begun before finish', async () => {
    const remoteAddress = randomIp();
    const token = await checkoutDraft(testApp);
    const content = jpegBytes(128 * KIB);
    const create = () => createUpload(testApp, { token, length: content.length, remoteAddress });
    const patch = (offset: number, bytes: Buffer) =>
      patchUpload(testApp, path, { token, offset, bytes, remoteAddress });
    const begun = await create();
    expect(begun.statusCode).toBe(201);
    const path = uploadPathOf(begun);
    expect((await patch(0, content.subarray(0, 64 * KIB))).statusCode).toBe(204);

    // The disk "fills": the threshold is now above any disk's free space.
    testApp.deps.config.uploadMinFreeBytes = Number.MAX_SAFE_INTEGER;
    const uploadsCounted = async () =>
      (await findRateLimit(testApp.deps.database.db, `upload:${remoteAddress}`))?.count;
    expect(await uploadsCounted()).toBe(1);
    const refused = await create();
    expect(refused.statusCode).toBe(507);
    // A refusal changes nothing: the address's count of uploads begun stays as it was.
    expect(await uploadsCounted()).toBe(1);
    expect(refused.json()).toEqual({
      error: { code: 'insufficient_storage', message: errorMessages.insufficient_storage },
    });
    expect(errorMessages.insufficient_storage).toBe(
      'Penyimpanan server sedang penuh. Coba lagi beberapa saat lagi.',
    );

    const finished = await patch(64 * KIB, content.subarray(64 * KIB));
    expect(finished.statusCode).toBe(204);
    expect(finished.headers['upload-offset']).toBe(String(content.length));

    const { families } = await scrape(testApp);
    expect(sampleOf(families, 'toko_upload_disk_full_refusals_total')).toBe(1);
    expect(sampleOf(families, 'toko_upload_received_bytes_total')).toBe(content.length);
    expect(sampleOf(families, 'toko_uploads_in_flight')).toBe(0);

    testApp.deps.config.uploadMinFreeBytes = 0;
    expect((await create()).statusCode).toBe(201);
  });
});

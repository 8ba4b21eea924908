import { errorMessages, UPLOAD_BYTE_BUDGET } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import { uploadBudgetKey } from '../../src/modules/uploads/upload-byte-budget';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { randomIp } from '../helpers/random-ip';
import { METRICS_TOKEN, sampleOf, scrape } from '../metrics/scrape';
import { jpegBytes } from './sample-files';
import { checkoutDraft } from './tus-client';
import { createUpload, patchUpload, uploadPathOf } from './tus-inject';

const KIB = 1024;

describe('the upload byte budget of a client address (UPLOAD_BYTE_BUDGET)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { metrics: { token: METRICS_TOKEN, allow: [] } } });
  });
  afterAll(() => testApp.close());

  const spent = async (remoteAddress: string) =>
    (
      await testApp.deps.database.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, uploadBudgetKey(remoteAddress)))
    )[0]?.count ?? 0;

  /** Creates an upload of `content` and sends it whole; the first refused answer, if any. */
  async function send(content: Buffer, remoteAddress: string) {
    const token = await checkoutDraft(testApp);
    const created = await createUpload(testApp, { token, length: content.length, remoteAddress });
    if (created.statusCode !== 201) return created;
    const path = uploadPathOf(created);
    const sent = await patchUpload(testApp, path, {
      token,
      offset: 0,
      bytes: content,
      remoteAddress,
    });
    return sent.statusCode === 204 ? undefined : sent;
  }

  it('counts the bytes received, refuses the address with 429 once spent, and no other', async () => {
    const remoteAddress = randomIp();
    const content = jpegBytes(64 * KIB);
    expect(await send(content, remoteAddress)).toBeUndefined();
    expect(await spent(remoteAddress)).toBe(64);

    // Spending the rest of the budget for real would take 4.8 GB: the address's counter is set
    // to what it would hold with 100 KiB left, in its window.
    await testApp.deps.database.db
      .update(rateLimits)
      .set({ count: UPLOAD_BYTE_BUDGET.max - 100 })
      .where(eq(rateLimits.key, uploadBudgetKey(remoteAddress)));

    let refused: Awaited<ReturnType<typeof send>>;
    let sends = 0;
    while (!refused && sends < 5) {
      refused = await send(content, remoteAddress);
      sends += 1;
    }
    // 64 KiB fits the 100 left, the next 64 pass the budget as they arrive, the third is refused.
    expect(sends).toBe(3);
    expect(refused!.statusCode).toBe(429);
    expect(refused!.json()).toEqual({
      error: { code: 'too_many_requests', message: errorMessages.too_many_requests },
    });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = randomIp();
    expect(await send(content, elsewhere)).toBeUndefined();
    expect(await spent(elsewhere)).toBe(64);

    const { text, families } = await scrape(testApp);
    expect(sampleOf(families, 'toko_rate_limit_refusals_total', { limiter: 'upload-bytes' })).toBe(
      1,
    );
    expect(sampleOf(families, 'toko_upload_received_bytes_total')).toBe(4 * content.length);
    expect(text).not.toContain(remoteAddress);
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, REGISTRATION_FILE_FIELDS } from '@toko/contracts';
import { t as checkoutText } from '@toko/contracts/i18n/checkout';
import { t as registrationText } from '@toko/contracts/i18n/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles, uploads } from '../../../src/db/schema';
import { storedFileCount } from '../../helpers/stored-files';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { hostileFiles } from '../hostile-files';
import { jpegBytes } from '../sample-files';
import { checkoutDraft, draftOf, sendWithTus } from './tus-client';

const slots = [
  {
    kind: 'checkout',
    slot: 'proof',
    type: checkoutText('checkout.proof.type'),
    size: checkoutText('checkout.proof.size'),
  },
  ...REGISTRATION_FILE_FIELDS.map((slot) => ({
    kind: 'registration' as const,
    slot,
    type: registrationText('registration.file.type'),
    size: registrationText('registration.file.size'),
  })),
] as const;

describe.each(slots)(
  'the $slot slot of /api/uploads refuses hostile files and keeps nothing of them',
  (slot) => {
    let testApp: TestApp;
    let origin: string;

    beforeAll(async () => {
      testApp = await createTestApp();
      origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => testApp.close());

    async function leftBehind() {
      const db = testApp.deps.database.db;
      const store = join(testApp.deps.config.dataDir, 'uploads');
      return {
        files: storedFileCount(testApp.deps),
        pending: (await db.select().from(pendingFiles)).length,
        uploads: (await db.select().from(uploads)).length,
        uploadStore: readdirSync(store, { withFileTypes: true }).filter((entry) => entry.isFile())
          .length,
      };
    }

    const cases = [
      ...hostileFiles,
      [
        '10 MiB + 1 byte',
        { fileName: 'besar.jpg', type: 'image/jpeg', content: jpegBytes(MAX_UPLOAD_BYTES + 1) },
        { status: 413, message: slot.size },
      ] as const,
    ];

    it.each(cases)('refuses %s', async (_case, file, expected) => {
      await sendWithTus(origin, await checkoutDraft(testApp), jpegBytes());
      const before = await leftBehind();
      const sent = await sendWithTus(origin, await draftOf(testApp, slot.kind), file.content, {
        metadata: { slot: slot.slot, filename: file.fileName },
      });
      const message = expected.message === 'type' ? slot.type : expected.message;
      expect(sent.error?.status).toBe(expected.status);
      expect(Object.values(JSON.parse(sent.error!.body).error.fields)).toEqual([message]);
      expect(await leftBehind()).toEqual(before);
    });
  },
);

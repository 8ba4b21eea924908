import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackup } from '../../src/modules/backup/create-backup';
import { restoreBackup } from '../../src/modules/backup/restore-backup';
import type { Config } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BACKUP_KEY,
  openEmbeddedSource,
  placeOrder,
  placeRegistration,
  targetConfig,
} from './drill-helpers';

export type RestoreOptions = { key?: string; replace?: boolean; allowUnencrypted?: boolean };

/**
 * A shop with an order and a sign-up, an encrypted and a plain backup of it in a folder of their
 * own, and fresh restore targets: the set-up of restore-refusals (the refusals, in `npm test`)
 * and restore-whole-archives (the whole restores, in `npm run test:resilience`).
 */
export async function openSampleArchives() {
  const testApp: TestApp = await createTestApp({ database: await openEmbeddedSource() });
  await placeOrder(testApp.app);
  await placeRegistration(testApp.app);
  const folder = mkdtempSync(join(tmpdir(), 'toko-refusals-'));
  const targets: Config[] = [];
  const backup = async (key: string | undefined, to: string) => {
    const { database, storage, config } = testApp.deps;
    const made = await createBackup({
      database,
      storage,
      dataDir: config.dataDir,
      key,
      to,
      s3: undefined,
      now: new Date(),
    });
    return made.location;
  };
  const encrypted = await backup(BACKUP_KEY, join(folder, 'encrypted.backup'));
  const plain = await backup(undefined, join(folder, 'plain.backup'));

  return {
    testApp,
    folder,
    encrypted,
    plain,
    freshTarget(): Config {
      const config = targetConfig();
      targets.push(config);
      return config;
    },
    restore: (archive: string, config: Config, options: RestoreOptions = {}) =>
      restoreBackup({
        archive,
        key: 'key' in options ? options.key : BACKUP_KEY,
        replace: options.replace ?? false,
        allowUnencrypted: options.allowUnencrypted,
        config,
        log: testApp.app.log,
        now: () => new Date(),
      }),
    /** A copy of `path` with the byte at `offset` (from the end when negative) inverted. */
    flipped(path: string, offset: number): string {
      const bytes = readFileSync(path);
      const at = offset < 0 ? bytes.length + offset : offset;
      bytes[at] = (bytes[at] ?? 0) ^ 0xff;
      const copy = join(folder, `flipped-${at}-${readdirSync(folder).length}.backup`);
      writeFileSync(copy, bytes);
      return copy;
    },
    async close() {
      await testApp.close();
      rmSync(folder, { recursive: true, force: true });
      for (const config of targets) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type SampleArchives = Awaited<ReturnType<typeof openSampleArchives>>;

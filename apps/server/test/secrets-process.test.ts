import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER_ENTRY = join(import.meta.dirname, '../src/server.ts');
/** The source through tsx takes 15 s to start on a busy 2-core machine, over 30 s at worst. */
const START_TIMEOUT_MS = 120_000;

/** The server as a process (vitest.resilience.config.ts): a broken secrets.json stops its start. */
describe('resolveSecrets in the server process', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'stops the server at start with that message and exit code 1',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'toko-secrets-'));
      dirs.push(dir);
      writeFileSync(join(dir, 'secrets.json'), 'not json');
      const result = spawnSync(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        env: { PATH: process.env.PATH, DATA_DIR: dir },
        encoding: 'utf8',
        timeout: START_TIMEOUT_MS,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('secrets.json is not valid JSON');
      expect(result.stderr).toContain('delete it to generate new secrets');
    },
    START_TIMEOUT_MS,
  );
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliProcess } from '../helpers/cli-process';

describe('npm run seed (the process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const runSeed = (args: string[]) => cliProcess('seed', args, { DATA_DIR: dataDir });

  // The first run creates and migrates the embedded database: a minute or more on a busy machine.
  it('seeds the embedded database in DATA_DIR; bad usage exits with 2', async () => {
    const done = await runSeed(['--orders', '40', '--registrations', '30']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^Inserted 40 orders and 30 registrations in [\d.]+ s\.\n$/);
    const bad = await runSeed(['--orders']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run seed -- --orders N --registrations N');
  }, 240_000);
});

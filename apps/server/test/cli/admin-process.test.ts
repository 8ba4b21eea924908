import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliProcess } from '../helpers/cli-process';

/** The real command on embedded PGlite in `dataDir`. */
const runAdmin = (dataDir: string, args: string[]) =>
  cliProcess('admin', args, { DATA_DIR: dataDir });

describe('the admin command process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds an admin in DATA_DIR, refuses an unknown email with exit code 1', async () => {
    const added = await runAdmin(dataDir, ['add', 'owner@example.com']);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(
      /Admin owner@example\.com created, as owner\.\n {2}password: [\w-]{24}\n/,
    );

    const unknown = await runAdmin(dataDir, ['disable', 'nobody@example.com']);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('No user has the email nobody@example.com.');
  }, 40_000);

  it('answers bad usage with exit code 2 and the usage', async () => {
    const result = await runAdmin(dataDir, ['promote', 'owner@example.com']);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain('unknown command "promote"');
    expect(result.stderr).toContain('Usage: npm run admin -- <command>');
  });

  it('leaves an embedded database that another process has open alone', async () => {
    const busy = mkdtempSync(join(tmpdir(), 'toko-admin-busy-'));
    try {
      mkdirSync(join(busy, 'pglite'));
      writeFileSync(join(busy, 'pglite', 'postmaster.pid'), '-42\n');
      const result = await runAdmin(busy, ['list']);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toContain('is open in another process, most likely the server');
    } finally {
      rmSync(busy, { recursive: true, force: true });
    }
  });
});

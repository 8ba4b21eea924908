import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '../../src/cli');

type Result = { code: number | null; stdout: string; stderr: string };

/** A real command (TypeScript source through tsx) with only the given environment. */
function run(command: string, args: string[], env: Record<string, string>): Promise<Result> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(CLI, `${command}.ts`), ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run backup, delete the data folder, npm run restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'toko-backup-cli-'));
  const dataDir = join(folder, 'data');
  const backupDir = join(folder, 'backups');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses an unencrypted backup into BACKUP_DIR, and says how to make one', async () => {
    const result = await run('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('BACKUP_KEY: required for scheduled backups');

    const withoutDir = await run('backup', [], { DATA_DIR: dataDir });
    expect(withoutDir).toMatchObject({ code: 1, stdout: '' });
    expect(withoutDir.stderr).toContain(
      'BACKUP_KEY is not set, and a backup holds every KTP, NIK and bank account.',
    );
    expect(existsSync(join(process.cwd(), 'backups'))).toBe(false);
  }, 120_000);

  it('brings every admin back after the data folder is gone', async () => {
    const env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_KEY: 'cli-backup-key-'.padEnd(40, 'c'),
    };
    expect((await run('admin', ['add', 'owner@example.com'], env)).code).toBe(0);
    const backup = await run('backup', [], env);
    expect(backup.code).toBe(0);
    const path = backup.stdout.trim();
    expect(path).toMatch(/backups\/toko-edc-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup$/);
    expect(readdirSync(backupDir)).toHaveLength(1);

    rmSync(dataDir, { recursive: true });
    const restored = await run('restore', [path], env);
    expect(restored.stderr).toBe('');
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('every hash checked');
    const list = await run('admin', ['list'], env);
    expect(list.stdout).toContain('owner@example.com  yes');
  }, 240_000);
});

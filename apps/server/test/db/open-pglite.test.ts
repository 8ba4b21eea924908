import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/open-pglite';

describe('the embedded database in a folder', () => {
  const folders: string[] = [];
  function newFolder(): string {
    const folder = mkdtempSync(join(tmpdir(), 'toko-pglite-'));
    folders.push(folder);
    return folder;
  }
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is created on first open, migrated, with small shared buffers, and kept for the next', async () => {
    const dataDir = join(newFolder(), 'pglite');
    const first = await openPglite({ dataDir });
    const { rows } = await first.client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('32MB');
    const migrated = await first.client.query<{ orders: string | null }>(
      "select to_regclass('public.orders')::text as orders",
    );
    expect(migrated.rows[0]?.orders).toBe('orders');
    await first.client.query('create table kept (value text)');
    await first.client.query("insert into kept values ('still here')");
    await first.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dataDir}.new`)).toBe(false);

    const second = await openPglite({ dataDir });
    const kept = await second.client.query<{ value: string }>('select value from kept');
    expect(kept.rows).toEqual([{ value: 'still here' }]);
    await second.close();
  }, 60_000);

  it('replaces what a start cut off while creating it left behind', async () => {
    const dataDir = join(newFolder(), 'pglite');
    mkdirSync(`${dataDir}.new`, { recursive: true });
    writeFileSync(join(`${dataDir}.new`, 'PG_VERSION'), 'half-made');
    mkdirSync(dataDir);
    const handle = await openPglite({ dataDir });
    expect((await handle.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await handle.close();
    expect(existsSync(`${dataDir}.new`)).toBe(false);
  }, 60_000);

  it('refuses a folder that holds other files instead of a database', async () => {
    const dataDir = join(newFolder(), 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'not a database');
    await expect(openPglite({ dataDir })).rejects.toThrow(/is not empty and holds no database/);
  });
});

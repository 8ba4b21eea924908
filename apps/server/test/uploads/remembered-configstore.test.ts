import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileConfigstore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedConfigstore } from '../../src/modules/uploads/stores/remembered-configstore';

const record = (id: string) =>
  new Upload({ id, size: 10, offset: 0, metadata: { slot: 'ktp' }, creation_date: 'x' });

describe('the upload records tus reads at each request', () => {
  let directory: string;
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  function stores() {
    directory = mkdtempSync(join(tmpdir(), 'toko-configstore-'));
    const files = new FileConfigstore(directory);
    const read = vi.spyOn(files, 'get');
    return { files, read, remembered: rememberedConfigstore(files) };
  }

  it('keeps each record in its file and reads it from there only once', async () => {
    const { files, read, remembered } = stores();
    const upload = record('a');
    await remembered.set('a', upload);
    // tus changes its own object after writing it; the record is what was written.
    upload.offset = 10;
    expect(await files.get('a')).toMatchObject({ id: 'a', size: 10, offset: 0 });
    read.mockClear();
    expect(await remembered.get('a')).toEqual(await files.get('a'));
    expect(read).toHaveBeenCalledTimes(1);

    await files.set('b', record('b'));
    read.mockClear();
    await remembered.get('b');
    await remembered.get('b');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets a record deleted, and finds none for an upload that never was', async () => {
    const { files, remembered } = stores();
    await remembered.set('a', record('a'));
    await remembered.delete('a');
    expect(await files.get('a')).toBeUndefined();
    expect(await remembered.get('a')).toBeUndefined();
    expect(await remembered.get('never')).toBeUndefined();
  });

  it('holds at most a thousand, the oldest read from its file again', async () => {
    const { read, remembered } = stores();
    for (let index = 0; index <= 1000; index += 1)
      await remembered.set(`u${index}`, record(`u${index}`));
    read.mockClear();
    await remembered.get('u1000');
    expect(read).not.toHaveBeenCalled();
    expect(await remembered.get('u0')).toMatchObject({ id: 'u0' });
    expect(read).toHaveBeenCalledTimes(1);
  });
});

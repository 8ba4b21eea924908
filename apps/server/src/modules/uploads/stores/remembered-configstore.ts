import type { Configstore } from '@tus/file-store';
import type { Upload } from '@tus/server';

/** Enough for every upload in flight on one instance; the oldest is forgotten first. */
const REMEMBERED = 1000;

/**
 * tus's record of each upload (its size, metadata and creation date) kept by `files`, and also in
 * memory once this instance wrote or read it: tus reads it at the start of every request, which
 * on a disk busy with uploads took a file read of 25–35 ms. The record never changes after its
 * creation (an upload without its length is refused, tus-server.ts), so a remembered copy cannot
 * disagree with the file another instance reads; whether the upload's bytes are still there tus
 * asks the disk each time.
 */
export function rememberedConfigstore(files: Configstore): Configstore {
  const remembered = new Map<string, Upload>();
  const remember = (key: string, value: Upload) => {
    // As the file holds it: tus goes on changing its own object (offset, storage) after `set`.
    remembered.set(key, JSON.parse(JSON.stringify(value)) as Upload);
    if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
  };
  return {
    async get(key) {
      const known = remembered.get(key);
      if (known) return known;
      const read = await files.get(key);
      if (read) remember(key, read);
      return read;
    },
    async set(key, value) {
      await files.set(key, value);
      remember(key, value);
    },
    async delete(key) {
      remembered.delete(key);
      await files.delete(key);
    },
    list: () => files.list!(),
  };
}

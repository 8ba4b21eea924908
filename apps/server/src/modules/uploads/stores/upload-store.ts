import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/**
 * Where unfinished uploads collect their bytes until they are checked and copied into private
 * storage: `<DATA_DIR>/uploads` on disk setups, the bucket's `unfinished-uploads/` with S3, so
 * that every instance sees the same uploads.
 */
export type UploadStore = {
  /** What tus writes to and reads offsets from. */
  datastore: DataStore;
  /** The bytes of a finished upload, counted as they are read. */
  read(id: string): Promise<Readable & { bytesRead: number }>;
  /** Disk only: where an upload's bytes lie, for private storage on the same disk to adopt. */
  localPath?(id: string): string;
  /** Removes an upload's bytes and metadata, whatever its state; one already gone is not an error. */
  remove(id: string): Promise<void>;
  /**
   * Removes what uploads begun before `cutoff` left in the store, those without a row too (a
   * crash between the store and the row). Returns how many uploads it removed.
   */
  deleteExpired(cutoff: Date): Promise<number>;
  close(): void;
};

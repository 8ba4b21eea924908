import type { Readable } from 'node:stream';
import { DataStore, Upload } from '@tus/server';

/**
 * A tus store whose uploads live under `prefix` in the store beneath it, while tus, the URLs
 * and our `uploads` rows keep the bare id: `@tus/s3-store` names its objects after the id alone,
 * and the bucket holds the private files too. Expired uploads are not swept from here: the
 * inner store would sweep the whole bucket (s3-upload-store.ts sweeps the prefix).
 */
export class PrefixedDataStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly prefix: string,
  ) {
    super();
    this.extensions = inner.extensions;
  }

  private key(id: string): string {
    return `${this.prefix}${id}`;
  }

  private bare(upload: Upload, id: string): Upload {
    return new Upload({ ...upload, id });
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await this.inner.create(new Upload({ ...upload, id: this.key(upload.id) }));
    // tus goes on with the object it passed in.
    upload.creation_date = created.creation_date;
    upload.storage = created.storage;
    return upload;
  }

  override remove(id: string): Promise<void> {
    return this.inner.remove(this.key(id));
  }

  override write(stream: Readable, id: string, offset: number): Promise<number> {
    return this.inner.write(stream, this.key(id), offset);
  }

  override async getUpload(id: string): Promise<Upload> {
    return this.bare(await this.inner.getUpload(this.key(id)), id);
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(this.key(id), length);
  }

  override getExpiration(): number {
    return this.inner.getExpiration();
  }
}

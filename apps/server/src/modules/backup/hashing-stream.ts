import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** Passes bytes through and keeps their SHA-256 and count, read after the stream has ended. */
export class HashingStream extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: null, data?: Buffer) => void,
  ) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

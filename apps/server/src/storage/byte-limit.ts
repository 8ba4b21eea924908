import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './storage';

/** Passes bytes through while counting them; errors with `FileTooLargeError` past `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  get exceeded(): boolean {
    return this.bytes > this.maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.exceeded) callback(new FileTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}

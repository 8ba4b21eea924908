import { open, type FileHandle } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { fileTypeFromBuffer } from 'file-type/node';
import type { AppDeps } from '../../app-deps';
import type { Storage } from '../../storage/storage';
import {
  refuseFileName,
  refuseImage,
  refuseSize,
  refuseType,
  SNIFF_BYTES,
} from './checks/file-refusals';
import { hasImageDimensions, readImageDimensions } from './checks/image-dimensions';
import { IMAGE_HEADER_SEARCH_BYTES, imageRefusalOf } from './checks/image-pixel-check';
import type { FileRule } from './checks/upload-rules';
import { acceptedType, newStoredFile, sizeRefusalOr } from './new-stored-file';
import type { ReceivedFile } from './store-upload';

/** A complete file on this machine's disk, sent for the form's field `slot`. */
export type LocalFile = { path: string; fileName: string; slot: string };

/** Where most images declare their size too; further (up to IMAGE_HEADER_SEARCH_BYTES) if not. */
const FIRST_READ = 64 * 1024;

/** Up to `length` bytes from the start of an open file. */
async function readStart(handle: FileHandle, length: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(length);
  const { bytesRead } = await handle.read(bytes, 0, length, 0);
  return bytes.subarray(0, bytesRead);
}

/** An image's declared size, looked for in `start`, then up to IMAGE_HEADER_SEARCH_BYTES in. */
async function declaredDimensions(handle: FileHandle, start: Buffer, size: number, type: string) {
  const found = readImageDimensions(start, type);
  if (found || start.length === size) return found;
  const head = await readStart(handle, Math.min(size, IMAGE_HEADER_SEARCH_BYTES));
  return readImageDimensions(head, type);
}

/**
 * The file's type for the field, judged as store-upload.ts judges a stream: by its first
 * bytes (an empty file has none), and for an image the size its header declares within the first
 * IMAGE_HEADER_SEARCH_BYTES. Only the bytes needed are read.
 */
async function checkedType(file: LocalFile, rule: FileRule) {
  const handle = await open(file.path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > MAX_UPLOAD_BYTES) throw refuseSize(file.slot, rule);
    if (size === 0) throw refuseType(file.slot, rule);
    const start = await readStart(handle, Math.min(size, FIRST_READ));
    const sniffed = (await fileTypeFromBuffer(start.subarray(0, SNIFF_BYTES)))?.mime;
    const accepted = acceptedType(file, rule, sniffed);
    if (hasImageDimensions(accepted.type)) {
      const dimensions = await declaredDimensions(handle, start, size, accepted.type);
      const refusal = imageRefusalOf(dimensions);
      if (refusal) throw refuseImage(file.slot, rule, refusal);
    }
    return accepted;
  } finally {
    await handle.close();
  }
}

/**
 * A finished upload already on this disk gets the checks a streamed file gets (file name, type
 * by its bytes for the field, pixel limit, 0 bytes, size) and private storage then adopts the
 * file itself instead of a copy of it. `onKey` hears the key before anything is published, so a
 * failure later can still delete it. A refused file is not published.
 */
export async function adoptLocalFile(
  deps: Pick<AppDeps, 'database' | 'now'>,
  adopt: NonNullable<Storage['adopt']>,
  file: LocalFile,
  rule: FileRule,
  onKey: (key: string) => void,
): Promise<ReceivedFile> {
  const badName = refuseFileName(file.slot, file.fileName);
  if (badName) throw badName;
  const accepted = await checkedType(file, rule);
  const { type } = accepted;
  const { key, fileName, recorded } = newStoredFile(deps, file, rule, accepted, onKey);
  try {
    const { size } = await adopt(key, file.path, {
      maxBytes: MAX_UPLOAD_BYTES,
      contentType: type,
      downloadName: fileName,
      beforePublish: () => recorded,
    });
    return { key, size, contentType: type, fileName };
  } catch (error) {
    // Settled before the caller discards the file, so no entry commits after that cleanup.
    await recorded.catch(() => undefined);
    throw sizeRefusalOr(error, file, rule);
  }
}

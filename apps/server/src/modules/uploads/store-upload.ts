import { pipeline, type Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { fileTypeStream, type ReadableStreamWithFileType } from 'file-type/node';
import type { AppDeps } from '../../app-deps';
import { refuseFileName, refuseImage, refuseType, SNIFF_BYTES } from './checks/file-refusals';
import { imagePixelCheckFor, type ImageRefusal } from './checks/image-pixel-check';
import type { FileRule } from './checks/upload-rules';
import { acceptedType, newStoredFile, sizeRefusalOr } from './new-stored-file';

export type ReceivedFile = {
  key: string;
  size: number;
  /** Decided by the file's bytes, never by its name or the browser's claim. */
  contentType: string;
  /** The user's file name, sanitised, with the extension of the real type. */
  fileName: string;
};

/** A file to store: a finished resumable upload read back from the upload store (stores/). */
type UploadedFile = {
  /** The name the user's file had. */
  fileName: string;
  /** The form field (upload slot) it belongs to: refusals name it. */
  slot: string;
  file: Readable & { bytesRead: number };
};

/**
 * The file's stream with its type found from its first bytes; `undefined` for an empty file.
 * `fileTypeStream` waits for a 'readable' event, which a stream that ends with no bytes never
 * emits, so the stream's end settles that case.
 */
function sniffType(file: UploadedFile['file']): Promise<ReadableStreamWithFileType | undefined> {
  return new Promise((resolve, reject) => {
    const endedEmpty = () => {
      if (file.bytesRead === 0) resolve(undefined);
    };
    file.once('end', endedEmpty);
    fileTypeStream(file, { sampleSize: SNIFF_BYTES })
      .then(resolve, reject)
      .finally(() => file.off('end', endedEmpty));
  });
}

/** Settles when every byte of `body` has been read (it never rejects: the put reports errors). */
function allRead(body: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve) => body.once('end', () => resolve()));
}

/**
 * Streams one file into private storage under a fresh key while its first bytes decide its
 * type. `onKey` hears the key before anything is written, so a failure later can still delete it.
 * Resolves once the file's bytes are all read: `stored` settles then, once the file is flushed
 * and published, with the file or with the same error the refusal would have given earlier. A
 * refusal while the bytes stream rejects at once.
 */
export async function storeUpload(
  deps: Pick<AppDeps, 'database' | 'storage' | 'now'>,
  part: UploadedFile,
  rule: FileRule,
  onKey: (key: string) => void,
): Promise<{ stored: Promise<ReceivedFile> }> {
  const badName = refuseFileName(part.slot, part.fileName);
  if (badName) throw badName;
  const typed = await sniffType(part.file).catch((error: unknown) => {
    // The upload store failing to read is ours; bytes the sniffer cannot parse are no type we take.
    if (part.file.errored) throw error;
    throw refuseType(part.slot, rule);
  });
  // An empty file has no type.
  if (!typed) throw refuseType(part.slot, rule);
  const accepted = acceptedType(part, rule, typed.fileType?.mime);
  const { type } = accepted;
  const { key, fileName, recorded } = newStoredFile(deps, part, rule, accepted, onKey);
  // An image's declared size is checked as it streams; its failure stops the write like the size limit.
  const pixelCheck = imagePixelCheckFor(type);
  const body = pixelCheck ? pipeline(typed, pixelCheck, () => undefined) : typed;
  const read = allRead(body);
  const stored = deps.storage
    .put(key, body, {
      maxBytes: MAX_UPLOAD_BYTES,
      contentType: type,
      downloadName: fileName,
      beforePublish: () => recorded,
    })
    .then(
      (object) => ({ key, size: object.size, contentType: type, fileName }),
      async (error: unknown) => {
        // Settled before the caller discards the files, so no entry commits after that cleanup.
        await recorded.catch(() => undefined);
        throw refusalOf(error, part, rule, pixelCheck?.refusal);
      },
    );
  stored.catch(() => undefined);
  await Promise.race([read, stored]);
  return { stored };
}

/** What a failed put answers: the file's fault (with the field's message) or ours. */
function refusalOf(
  error: unknown,
  part: UploadedFile,
  rule: FileRule,
  imageRefusal: ImageRefusal | undefined,
): unknown {
  if (imageRefusal) return refuseImage(part.slot, rule, imageRefusal);
  return sizeRefusalOr(error, part, rule);
}

import { pipeline, type Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { fileTypeStream, type ReadableStreamWithFileType } from 'file-type/node';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import { sanitizeFileName } from '../storage/file-names';
import { newObjectKey } from '../storage/object-keys';
import { FileTooLargeError } from '../storage/storage';
import { refuseFileName, refuseImage, refuseSize, refuseType, SNIFF_BYTES } from './file-refusals';
import { imagePixelCheckFor, type ImageRefusal } from './image-pixel-check';
import { asMalformedMultipart } from './malformed-multipart';
import { insertPendingFile } from './pending-files-repository';
import { downloadNameFor, EXTENSION_OF_TYPE, type FileRule } from './upload-rules';

export type ReceivedFile = {
  key: string;
  size: number;
  /** Decided by the file's bytes, never by its name or the browser's claim. */
  contentType: string;
  /** The user's file name, sanitised, with the extension of the real type. */
  fileName: string;
};

/** A file to store: a multipart part, or a finished resumable upload read back (uploads/tus). */
export type FilePart = Pick<MultipartFile, 'filename' | 'fieldname'> & {
  file: Readable & { bytesRead: number };
};

/**
 * The part's stream with its type found from its first bytes; `undefined` for an empty part.
 * `fileTypeStream` waits for a 'readable' event, which a stream that ends with no bytes never
 * emits, so the part's end settles that case.
 */
function sniffType(file: FilePart['file']): Promise<ReadableStreamWithFileType | undefined> {
  return new Promise((resolve, reject) => {
    const endedEmpty = () => {
      if (file.bytesRead === 0) resolve(undefined);
    };
    file.once('end', endedEmpty);
    fileTypeStream(file, { sampleSize: SNIFF_BYTES })
      .then(resolve, (error: unknown) => reject(asMalformedMultipart(error)))
      .finally(() => file.off('end', endedEmpty));
  });
}

/** Settles when every byte of `body` has been read (it never rejects: the put reports errors). */
function allRead(body: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve) => body.once('end', () => resolve()));
}

/**
 * Streams one file part into private storage under a fresh key while its first bytes decide its
 * type. `onKey` hears the key before anything is written, so a failure later can still delete it.
 * Resolves once the part's bytes are all read, so that the next part can stream while this file
 * is flushed and published: `stored` settles then, with the file or with the same error the
 * refusal would have given earlier. A refusal while the bytes stream rejects at once.
 */
export async function storeFilePart(
  deps: Pick<AppDeps, 'database' | 'storage' | 'now'>,
  part: FilePart,
  rule: FileRule,
  onKey: (key: string) => void,
): Promise<{ stored: Promise<ReceivedFile> }> {
  // A body cut short inside this part hands it over already destroyed: file-type would wait on
  // it forever.
  if (part.file.destroyed) throw new AppError('bad_request');
  const badName = refuseFileName(part.fieldname, part.filename);
  if (badName) {
    part.file.resume();
    throw badName;
  }
  const typed = await sniffType(part.file);
  const type = typed?.fileType?.mime;
  if (!type || !rule.types.includes(type) || !EXTENSION_OF_TYPE[type]) {
    part.file.resume();
    throw refuseType(part.fieldname, rule);
  }

  const key = newObjectKey(rule.keyPrefix, EXTENSION_OF_TYPE[type], deps.now());
  const fileName = downloadNameFor(sanitizeFileName(part.filename || 'file'), type);
  onKey(key);
  // The trace commits while the bytes stream (a database round trip the upload need not stall
  // for), but always before the file appears under its key.
  const recorded = insertPendingFile(deps.database.db, key, deps.now());
  recorded.catch(() => undefined);
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

/** What a failed put answers: the client's fault (with the field's message) or ours. */
function refusalOf(
  error: unknown,
  part: FilePart,
  rule: FileRule,
  imageRefusal: ImageRefusal | undefined,
): unknown {
  if (imageRefusal) return refuseImage(part.fieldname, rule, imageRefusal);
  // Only the request's own stream breaking is the client's fault; a storage failure is ours.
  if (part.file.errored) return asMalformedMultipart(part.file.errored);
  return error instanceof FileTooLargeError ? refuseSize(part.fieldname, rule) : error;
}

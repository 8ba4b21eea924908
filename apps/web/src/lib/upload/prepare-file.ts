import { MAX_UPLOAD_BYTES } from '@toko/contracts';
import { fileSizeError, fileTypeError, type UploadRules } from './file-rules';
import { TARGET_LONG_EDGE } from './fit-within';
import { shrinkOffThread } from './shrink-off-thread';

/** Past this a picture is not decoded at all (a phone could run out of memory): refused as too large. */
export const MAX_SHRINK_INPUT_BYTES = 5 * MAX_UPLOAD_BYTES;

export type PreparedFile =
  { ok: true; file: File; originalSize: number } | { ok: false; error: string };

/** Each file's shrinking under way or done, by the long edge asked. */
const shrinking = new WeakMap<File, Map<number, Promise<File>>>();
const shrunk = new WeakSet<File>();

/**
 * Shrinks each file once to `longEdge`: the same file, or a file this returned, is not worked on
 * again.
 */
export function shrinkForUpload(file: File, longEdge = TARGET_LONG_EDGE): Promise<File> {
  if (shrunk.has(file)) return Promise.resolve(file);
  let byEdge = shrinking.get(file);
  if (!byEdge) shrinking.set(file, (byEdge = new Map()));
  let result = byEdge.get(longEdge);
  if (!result) {
    result = shrinkOffThread(file, longEdge).then((output) => {
      shrunk.add(output);
      return output;
    });
    byEdge.set(longEdge, result);
  }
  return result;
}

/**
 * Type check, shrinking, then the size check on the file that will be sent: a 12 MB photo that
 * shrinks to 400 KB is accepted (kinder than refusing the original, and the server only ever
 * sees what is sent).
 */
export async function prepareFile(file: File, rules: UploadRules): Promise<PreparedFile> {
  const typeError = fileTypeError(file, rules);
  if (typeError) return { ok: false, error: typeError };
  if (file.size > MAX_SHRINK_INPUT_BYTES) return { ok: false, error: rules.messages.size };
  const sent = await shrinkForUpload(file, rules.longEdge);
  const sizeError = fileSizeError(sent.size, rules);
  return sizeError
    ? { ok: false, error: sizeError }
    : { ok: true, file: sent, originalSize: file.size };
}

import type { AppDeps } from '../../app-deps';
import { sanitizeFileName } from '../../storage/file-names';
import { newObjectKey } from '../../storage/object-keys';
import { FileTooLargeError } from '../../storage/storage';
import { refuseSize, refuseType } from './checks/file-refusals';
import { downloadNameFor, EXTENSION_OF_TYPE, type FileRule } from './checks/upload-rules';
import { insertPendingFile } from '../stored-files/pending-files-repository';

/** A file on its way into private storage, for the form's field `slot`. */
type Incoming = { slot: string; fileName: string };

/**
 * The type the file's bytes showed, with the extension it is stored under, when the field takes
 * that type; otherwise (no type found, or one the field does not take) the field's refusal.
 */
export function acceptedType(file: Incoming, rule: FileRule, type: string | undefined) {
  const extension = type && rule.types.includes(type) ? EXTENSION_OF_TYPE[type] : undefined;
  if (!type || !extension) throw refuseType(file.slot, rule);
  return { type, extension };
}

/**
 * A fresh key and download name (`fileName`: the user's, sanitised, with the real type's
 * extension) for an accepted file. `onKey` hears the key before anything is
 * written, so a failure later can still delete it; `recorded` is the pending-file trace, which
 * commits while the bytes are written (a round trip the file need not wait for) and must settle
 * before the file appears under its key.
 */
export function newStoredFile(
  deps: Pick<AppDeps, 'database' | 'now'>,
  file: Incoming,
  rule: FileRule,
  accepted: { type: string; extension: string },
  onKey: (key: string) => void,
) {
  const key = newObjectKey(rule.keyPrefix, accepted.extension, deps.now());
  const fileName = downloadNameFor(sanitizeFileName(file.fileName || 'file'), accepted.type);
  onKey(key);
  const recorded = insertPendingFile(deps.database.db, key, deps.now());
  recorded.catch(() => undefined);
  return { key, fileName, recorded };
}

/** A write that failed: the file was over the size limit (the field's refusal), or it was ours. */
export function sizeRefusalOr(error: unknown, file: Incoming, rule: FileRule): unknown {
  return error instanceof FileTooLargeError ? refuseSize(file.slot, rule) : error;
}

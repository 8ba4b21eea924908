import { errorMessages, uploadDraftSchema, type RegistrationFileField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { toast } from '@/components/ui/toast';
import { ApiError, apiRequest, isApiError } from '@/lib/api-client';
import { shrinkForUpload } from '@/lib/upload/prepare-file';
import { startTusUpload, terminateTusUpload } from '@/lib/upload/tus-upload';
import type { TusFileState } from '@/lib/upload/use-tus-file';
import { draftFiles } from '../draft/draft-files';
import { recordUpload, uploadRecords } from './upload-records';

type Field = RegistrationFileField;
export type DocumentStates = Partial<Record<Field, TusFileState>>;

let states: DocumentStates = {};
const running: Partial<Record<Field, ReturnType<typeof startTusUpload>>> = {};
const lastFiles: Partial<Record<Field, File>> = {};
const percents: Partial<Record<Field, number>> = {};
const listeners = new Set<() => void>();
let tokenRequest: Promise<string> | undefined;

function setState(field: Field, state: TusFileState | undefined) {
  states = { ...states };
  if (state) states[field] = state;
  else delete states[field];
  for (const listener of listeners) listener();
}

/** The token's expiry (its 4th part, seconds): a stale token is replaced, not sent. */
function isFresh(token: string): boolean {
  const expires = Number(token.split('.')[3]);
  return Number.isFinite(expires) && expires * 1000 > Date.now() + 60_000;
}

/** The sign-up draft's token: kept with the upload URLs, asked once while none is fresh. */
export function draftToken(): Promise<string> {
  const kept = uploadRecords.get().token;
  if (kept && isFresh(kept)) return Promise.resolve(kept);
  tokenRequest ??= apiRequest('/api/upload-drafts', {
    method: 'POST',
    body: { kind: 'registration' },
    parse: uploadDraftSchema.parse,
  }).then(
    ({ token }) => {
      // A new draft: the old one's uploads cannot be named with it.
      uploadRecords.set({ token, files: {} });
      tokenRequest = undefined;
      return token;
    },
    (error: unknown) => {
      tokenRequest = undefined;
      throw error;
    },
  );
  return tokenRequest;
}

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ status: 0, code: 'internal_error', message: errorMessages.internal_error });
}

/** Sends `file` (already shrunk) for `field`, continuing from `uploadUrl` when given. */
async function send(field: Field, file: File, uploadUrl?: string) {
  lastFiles[field] = file;
  setState(field, { status: 'preparing' });
  let token: string;
  try {
    token = await draftToken();
  } catch (error) {
    return setState(field, { status: 'error', error: asApiError(error) });
  }
  if (lastFiles[field] !== file) return;
  percents[field] = 0;
  running[field] = startTusUpload(
    file,
    token,
    field,
    {
      onProgress: (percent) => {
        percents[field] = percent;
        setState(field, { status: 'uploading', percent });
      },
      onSuccess: (uploadId) => {
        const url = uploadRecords.get().files[field]?.url ?? '';
        recordUpload(field, { url, uploadId });
        setState(field, { status: 'done', uploadId });
        // The spec's 'File berhasil diunggah', now when it is true; a signature is drawn, not chosen.
        if (field !== 'signature') toast.success(t('registration.file.uploaded'));
      },
      onError: (error, offline) =>
        setState(
          field,
          offline
            ? { status: 'offline', percent: percents[field] ?? 0 }
            : { status: 'error', error },
        ),
    },
    { uploadUrl, onUploadUrl: (url) => recordUpload(field, { url }) },
  );
  setState(field, { status: 'uploading', percent: 0 });
}

/**
 * Stops a document's upload and deletes it on the server: a draft holds only so many uploads,
 * and a replaced file (each stroke of the signature is one) must not use them up.
 */
function stop(field: Field) {
  const upload = running[field];
  const { token, files } = uploadRecords.get();
  if (upload) upload.abort(true);
  else if (token && files[field]?.url) terminateTusUpload(files[field].url, token);
  delete running[field];
  delete lastFiles[field];
}

/**
 * A document just chosen: shrunk as before, the shrunk copy kept in the draft (so a reload
 * resumes the very bytes the server has), and sent at once.
 */
export async function pickDocument(field: Field, file: File) {
  stop(field);
  recordUpload(field, null);
  lastFiles[field] = file;
  setState(field, { status: 'preparing' });
  const shrunk = await shrinkForUpload(file).catch(() => file);
  if (lastFiles[field] !== file) return;
  await draftFiles.save(field, shrunk);
  await send(field, shrunk);
}

/** A document removed: its upload stops and is forgotten (the server lets it expire). */
export function dropDocument(field: Field) {
  stop(field);
  recordUpload(field, null);
  setState(field, undefined);
}

/**
 * After a reload, the draft's files: one whose upload finished is done; an unfinished one
 * continues from the server's offset at its kept URL; one never started starts now.
 */
export function resumeDocuments(files: Partial<Record<Field, File>>) {
  const records = uploadRecords.get().files;
  for (const [field, file] of Object.entries(files) as [Field, File][]) {
    if (states[field] || running[field]) continue;
    const record = records[field];
    if (record?.uploadId) {
      lastFiles[field] = file;
      setState(field, { status: 'done', uploadId: record.uploadId });
    } else {
      void send(field, file, record?.url);
    }
  }
}

/** Continues a failed upload from the server's offset, or sends the file again. */
export function retryDocument(field: Field) {
  const upload = running[field];
  if (upload) {
    setState(field, { status: 'uploading', percent: percents[field] ?? 0 });
    return upload.resume();
  }
  const file = lastFiles[field];
  if (file) void send(field, file);
}

/** The server refused a finished upload at the submit (expired, used): it must go up again. */
export function refuseDocument(field: Field, error: ApiError) {
  running[field]?.abort();
  delete running[field];
  recordUpload(field, null);
  setState(field, { status: 'error', error });
}

/** After the sign-up: no URL, token or state of its uploads is left. */
export function forgetDocuments() {
  for (const upload of Object.values(running)) upload.abort();
  for (const field of Object.keys(running) as Field[]) delete running[field];
  states = {};
  uploadRecords.set(null);
  for (const listener of listeners) listener();
}

export function documentStates(): DocumentStates {
  return states;
}

export function subscribeDocuments(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

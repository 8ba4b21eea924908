import { errorMessages, uploadDraftSchema, type UploadDraftRequest } from '@toko/contracts';
import { ApiError, apiRequest, isApiError } from '@/lib/api-client';
import type { createFileStore } from '@/lib/file-store';
import { shrinkForUpload } from './prepare-file';
import { startTusUpload, terminateTusUpload } from './tus-upload';
import { isFreshDraftToken } from './upload-draft';
import type { UploadRecordsStore } from './upload-records';
import type { TusFileState } from './use-tus-file';

export type UploadStates<Field extends string> = Partial<Record<Field, TusFileState>>;
type FileStore<Field extends string> = ReturnType<typeof createFileStore<Field>>;

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ status: 0, code: 'internal_error', message: errorMessages.internal_error });
}

/**
 * A form's files, each sent with tus the moment it is chosen and resumable across reloads: the
 * shrunk file is kept in the form's IndexedDB draft (`files`), its upload URL and the draft's
 * token beside it in localStorage (`records`). After a reload an unfinished upload continues
 * from the server's offset; `forget` (after the form is sent) leaves no trace of either.
 */
export function createResumableUploads<Field extends string>({
  draft,
  records,
  files,
  onUploaded,
}: {
  /** How the form's draft is asked for: its kind, and a correction's link. */
  draft: Exclude<UploadDraftRequest, { kind: 'admin-replacement' }>;
  records: UploadRecordsStore<Field>;
  files: FileStore<Field>;
  /** Hears a file's last byte arrive. */
  onUploaded?: (field: Field) => void;
}) {
  let states: UploadStates<Field> = {};
  const running: Partial<Record<Field, ReturnType<typeof startTusUpload>>> = {};
  const lastFiles: Partial<Record<Field, File>> = {};
  const percents: Partial<Record<Field, number>> = {};
  const restarted = new Set<Field>();
  const listeners = new Set<() => void>();
  let tokenRequest: Promise<string> | undefined;

  function notify() {
    for (const listener of listeners) listener();
  }

  function setState(field: Field, state: TusFileState | undefined) {
    states = { ...states };
    if (state) states[field] = state;
    else delete states[field];
    notify();
  }

  /** The draft's token: kept with the upload URLs, asked once while none is fresh. */
  function draftToken(): Promise<string> {
    const kept = records.get().token;
    if (kept && isFreshDraftToken(kept)) return Promise.resolve(kept);
    tokenRequest ??= apiRequest('/api/upload-drafts', {
      method: 'POST',
      body: draft,
      parse: uploadDraftSchema.parse,
    }).then(
      ({ token }) => {
        // A new draft: the old one's uploads cannot be named with it.
        records.set({ token, files: {} });
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

  /** Stops an upload whose draft was forgotten meanwhile (another tab, an emptied cart). */
  function abandon(field: Field) {
    running[field]?.abort(true);
    delete running[field];
    delete lastFiles[field];
    setState(field, undefined);
  }

  /** Sends `file` (already shrunk) for `field`, continuing from `uploadUrl` when given. */
  async function send(field: Field, file: File, uploadUrl?: string) {
    lastFiles[field] = file;
    restarted.delete(field);
    setState(field, { status: 'preparing' });
    let token: string;
    try {
      token = await draftToken();
    } catch (error) {
      return setState(field, { status: 'error', error: asApiError(error) });
    }
    if (lastFiles[field] !== file) return;
    // A new draft since the URL was kept: its upload belongs to the old one.
    const resumeUrl = records.get().files[field]?.url === uploadUrl ? uploadUrl : undefined;
    const forgotten = () => records.get().token !== token;
    const uploading = (percent: number): TusFileState => ({
      status: 'uploading',
      percent,
      restarted: restarted.has(field),
    });
    percents[field] = 0;
    running[field] = startTusUpload(
      file,
      token,
      field,
      {
        onProgress: (percent) => {
          if (forgotten()) return abandon(field);
          percents[field] = percent;
          setState(field, uploading(percent));
        },
        onSuccess: (uploadId) => {
          if (forgotten()) return abandon(field);
          const url = records.get().files[field]?.url ?? '';
          records.record(field, { url, uploadId });
          setState(field, { status: 'done', uploadId });
          onUploaded?.(field);
        },
        onError: (error, offline) =>
          setState(
            field,
            offline
              ? { status: 'offline', percent: percents[field] ?? 0 }
              : { status: 'error', error },
          ),
      },
      {
        uploadUrl: resumeUrl,
        onUploadUrl: (url) => {
          if (forgotten()) return abandon(field);
          records.record(field, { url });
        },
        onRestart: () => {
          restarted.add(field);
          setState(field, uploading(0));
        },
      },
    );
    setState(field, uploading(0));
  }

  /**
   * Stops a file's upload and deletes it on the server: a draft holds only so many uploads, and
   * a replaced file (each stroke of a signature is one) must not use them up.
   */
  function stop(field: Field) {
    const upload = running[field];
    const { token, files: kept } = records.get();
    if (upload) upload.abort(true);
    else if (token && kept[field]?.url) terminateTusUpload(kept[field].url, token);
    delete running[field];
    delete lastFiles[field];
  }

  return {
    draftToken,

    /**
     * A file just chosen: shrunk as before, then sent at once while the shrunk copy is kept in
     * the draft (so a reload resumes the very bytes the server has). Keeping it first held the
     * upload's start back by the IndexedDB write: 0.1–0.2 s of an order on a slow phone.
     */
    async pick(field: Field, file: File) {
      stop(field);
      records.record(field, null);
      lastFiles[field] = file;
      setState(field, { status: 'preparing' });
      const shrunk = await shrinkForUpload(file).catch(() => file);
      if (lastFiles[field] !== file) return;
      await Promise.all([files.save(field, shrunk), send(field, shrunk)]);
    },

    /** A file removed: its upload stops, and it leaves the draft. */
    drop(field: Field) {
      stop(field);
      records.record(field, null);
      void files.save(field, null);
      setState(field, undefined);
    },

    /**
     * After a reload, the draft's files: one whose upload finished is done; an unfinished one
     * continues from the server's offset at its kept URL; one never started starts now.
     */
    resume(stored: Partial<Record<Field, File>>) {
      const kept = records.get().files;
      for (const [field, file] of Object.entries(stored) as [Field, File][]) {
        if (states[field] || running[field]) continue;
        const record = kept[field];
        if (record?.uploadId) {
          lastFiles[field] = file;
          setState(field, { status: 'done', uploadId: record.uploadId });
        } else {
          void send(field, file, record?.url);
        }
      }
    },

    /** Continues a failed upload from the server's offset, or sends the file again. */
    retry(field: Field) {
      const upload = running[field];
      if (upload) {
        setState(field, { status: 'uploading', percent: percents[field] ?? 0 });
        return upload.resume();
      }
      const file = lastFiles[field];
      if (file) void send(field, file);
    },

    /** The server refused a finished upload at the submit (expired, used): it must go up again. */
    refuse(field: Field, error: ApiError) {
      running[field]?.abort();
      delete running[field];
      records.record(field, null);
      setState(field, { status: 'error', error });
    },

    /** After the form is sent (or abandoned): no file, URL, token or state of its uploads is left. */
    forget() {
      for (const upload of Object.values<ReturnType<typeof startTusUpload> | undefined>(running))
        upload?.abort();
      for (const field of Object.keys(running) as Field[]) delete running[field];
      for (const field of Object.keys(lastFiles) as Field[]) delete lastFiles[field];
      restarted.clear();
      states = {};
      records.set(null);
      void files.clear();
      notify();
    },

    states: (): UploadStates<Field> => states,

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

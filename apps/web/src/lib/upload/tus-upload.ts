import { errorMessages, UPLOAD_DRAFT_HEADER, UPLOADS_PATH } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/common';
import { Upload } from 'tus-js-client';
import { ApiError, REQUEST_ID_HEADER, toApiError } from '@/lib/api-client';
import { progressReporter } from './progress-reporter';

/** A phone network drops for seconds at a time: retry at once, then after 3, 5, 10 and 20 s. */
export const PHONE_NETWORK_RETRY_DELAYS = [0, 3000, 5000, 10_000, 20_000];

export type TusCallbacks = {
  onProgress: (percent: number) => void;
  onSuccess: (uploadId: string) => void;
  /** `offline`: the browser has no network; the upload goes on by itself once it is back. */
  onError: (error: ApiError, offline: boolean) => void;
};

type TusError = Error & {
  originalResponse?: {
    getStatus(): number;
    getBody(): string;
    getHeader(name: string): string | undefined;
  } | null;
};

/** Our refusal's message (JSON from the server), or a network failure's. */
function asApiError(error: TusError): ApiError {
  const response = error.originalResponse;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) {
    return new ApiError({ status: 0, code: 'network_error', message: t('common.networkError') });
  }
  let data: unknown;
  try {
    data = JSON.parse(response.getBody()) as unknown;
  } catch {
    data = { error: { message: errorMessages.internal_error } };
  }
  const requestId = response.getHeader(REQUEST_ID_HEADER);
  const headers = new Headers(requestId ? { [REQUEST_ID_HEADER]: requestId } : {});
  return toApiError({ status, headers }, data);
}

/**
 * Resuming across reloads: the URL of an upload begun earlier, where to keep a new one's, and
 * who hears that the earlier one was gone (expired or refused) so the file starts anew.
 */
export type TusResume = {
  uploadUrl?: string;
  onUploadUrl?: (url: string) => void;
  onRestart?: () => void;
};

/**
 * Sends one file to `/api/uploads` with tus (resumable): bound to the draft by its token, named
 * by its slot. With `resume.uploadUrl` it continues that upload from the server's offset (a gone
 * one is created anew, told to `resume.onRestart`). Returns what stops it and what starts it again from the server's offset.
 */
export function startTusUpload(
  file: File,
  draftToken: string,
  slot: string,
  callbacks: TusCallbacks,
  resume: TusResume = {},
): { abort: (terminate?: boolean) => void; resume: () => void } {
  let resumeWhenOnline: (() => void) | undefined;
  let knownUrl = resume.uploadUrl;
  const upload = new Upload(file, {
    endpoint: UPLOADS_PATH,
    uploadUrl: resume.uploadUrl ?? null,
    onUploadUrlAvailable: () => {
      if (!upload.url) return;
      // tus-js-client creates a new upload when the server no longer knows the given one.
      if (knownUrl && upload.url !== knownUrl) resume.onRestart?.();
      knownUrl = upload.url;
      resume.onUploadUrl?.(upload.url);
    },
    headers: { [UPLOAD_DRAFT_HEADER]: draftToken },
    metadata: { slot, filename: file.name },
    retryDelays: PHONE_NETWORK_RETRY_DELAYS,
    // tus-js-client's own resume data (localStorage) is never written: a form that resumes
    // across reloads keeps the URL in its draft, and forgets it after its submit.
    storeFingerprintForResuming: false,
    onProgress: progressReporter(callbacks.onProgress),
    onSuccess: () => callbacks.onSuccess(upload.url!.split('/').at(-1)!),
    onError: (error) => {
      const offline = navigator.onLine === false;
      callbacks.onError(asApiError(error as TusError), offline);
      if (offline) {
        resumeWhenOnline = () => upload.start();
        window.addEventListener('online', resumeWhenOnline, { once: true });
      }
    },
  });
  upload.start();
  return {
    /** Stops sending; `terminate` also deletes what the server holds of it. */
    abort: (terminate = false) => {
      if (resumeWhenOnline) window.removeEventListener('online', resumeWhenOnline);
      void upload.abort(terminate).catch(() => undefined);
    },
    resume: () => upload.start(),
  };
}

/** Deletes an upload the form no longer names (a replaced file); one already gone is fine. */
export function terminateTusUpload(url: string, draftToken: string): void {
  void Upload.terminate(url, { headers: { [UPLOAD_DRAFT_HEADER]: draftToken } }).catch(
    () => undefined,
  );
}

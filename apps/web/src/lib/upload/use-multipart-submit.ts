import { errorMessages } from '@toko/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '@/lib/api-client';
import { createIdempotencyKey } from './idempotency-key';
import type { MultipartRequest } from './multipart-request';
import { shrinkForUpload } from './prepare-file';
import { sendMultipart } from './send-multipart';

export type UploadState<T> =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'uploading'; progress: number }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiError };

export type MultipartSubmitOptions<T> = {
  parse?: (data: unknown) => T;
  onSuccess?: (data: T) => void;
  onError?: (error: ApiError) => void;
};

async function shrinkAll(files: MultipartRequest['files']): Promise<MultipartRequest['files']> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([name, file]) => [
      name,
      file && (await shrinkForUpload(file)),
    ]),
  );
  return Object.fromEntries(entries) as MultipartRequest['files'];
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const message = errorMessages.internal_error;
  return new ApiError({ status: 0, code: 'internal_error', message, cause: error });
}

/**
 * One multipart submission with its state: idle → preparing (shrinking photos) → uploading
 * (progress 0–100) → success | error. A submit while one is under way is ignored; `retry()`
 * sends the same prepared files, JSON and idempotency key again.
 */
export function useMultipartSubmit<T = unknown>(options: MultipartSubmitOptions<T> = {}) {
  const [state, setState] = useState<UploadState<T>>({ status: 'idle' });
  const latestOptions = useRef(options);
  const busy = useRef(false);
  const lastRequest = useRef<MultipartRequest | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  useLayoutEffect(() => {
    latestOptions.current = options;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (request: MultipartRequest, signal: AbortSignal) => {
    const { parse, onSuccess, onError } = latestOptions.current;
    setState({ status: 'uploading', progress: 0 });
    try {
      const onProgress = (progress: number) => setState({ status: 'uploading', progress });
      const data = await sendMultipart(request, { parse, signal, onProgress });
      setState({ status: 'success', data });
      onSuccess?.(data);
      return data;
    } catch (error) {
      if (isAbort(error)) {
        setState({ status: 'idle' });
        return undefined;
      }
      const apiError = asApiError(error);
      setState({ status: 'error', error: apiError });
      onError?.(apiError);
      return undefined;
    } finally {
      busy.current = false;
    }
  }, []);

  const begin = useCallback(() => {
    if (busy.current) return undefined;
    busy.current = true;
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);

  /** Resolves with the answer, or `undefined` after an error, an abort or an ignored call. */
  const submit = useCallback(
    async (request: MultipartRequest): Promise<T | undefined> => {
      const signal = begin();
      if (!signal) return undefined;
      setState({ status: 'preparing' });
      const files = await shrinkAll(request.files);
      const idempotencyKey = request.idempotencyKey ?? createIdempotencyKey();
      lastRequest.current = { ...request, files, idempotencyKey };
      return send(lastRequest.current, signal);
    },
    [begin, send],
  );

  const retry = useCallback(async (): Promise<T | undefined> => {
    if (!lastRequest.current) return undefined;
    const signal = begin();
    return signal ? send(lastRequest.current, signal) : undefined;
  }, [begin, send]);

  const abort = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    lastRequest.current = undefined;
    setState({ status: 'idle' });
  }, []);

  return { state, submit, retry, abort, reset };
}

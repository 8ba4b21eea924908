import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '@/lib/api-client';
import { errorMessages } from '@toko/contracts';
import { shrinkForUpload } from './prepare-file';
import { startTusUpload } from './tus-upload';

export type TusFileState =
  | { status: 'idle' }
  | { status: 'preparing' }
  /** `restarted`: the upload kept from before a reload was gone, so the file goes up anew. */
  | { status: 'uploading'; percent: number; restarted?: boolean }
  | { status: 'offline'; percent: number }
  | { status: 'done'; uploadId: string }
  | { status: 'error'; error: ApiError };

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ status: 0, code: 'internal_error', message: errorMessages.internal_error });
}

/**
 * One form field's file, sent the moment it is chosen (after shrinking a photo) through
 * `/api/uploads`: its state as rendered, `latest()` for the state now (a handler deciding what a
 * tap does reads this one), `start` for a new file, `retry` to continue from the server's offset,
 * `clear` to stop and forget it.
 */
export function useTusFile(
  slot: string,
  draftToken: () => Promise<string>,
  /** Hears the upload's end: done, or an error the user must act on. */
  onSettled?: (state: Extract<TusFileState, { status: 'done' | 'error' }>) => void,
) {
  const [state, setRenderedState] = useState<TusFileState>({ status: 'idle' });
  // The state now, ahead of the render that shows it: a tap in between must not act on the old one.
  const latestState = useRef<TusFileState>({ status: 'idle' });
  const setState = useCallback((next: TusFileState) => {
    latestState.current = next;
    setRenderedState(next);
  }, []);
  const latest = useCallback(() => latestState.current, []);
  const latestOnSettled = useRef(onSettled);
  useLayoutEffect(() => {
    latestOnSettled.current = onSettled;
  });
  const current = useRef<ReturnType<typeof startTusUpload> | undefined>(undefined);
  const percent = useRef(0);
  const lastFile = useRef<File | undefined>(undefined);

  const clear = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
    lastFile.current = undefined;
    setState({ status: 'idle' });
  }, [setState]);
  useEffect(() => () => current.current?.abort(), []);

  const settle = useCallback(
    (settled: Extract<TusFileState, { status: 'done' | 'error' }>) => {
      setState(settled);
      latestOnSettled.current?.(settled);
    },
    [setState],
  );

  const start = useCallback(
    async (file: File) => {
      current.current?.abort();
      current.current = undefined;
      lastFile.current = file;
      setState({ status: 'preparing' });
      try {
        const [shrunk, token] = await Promise.all([shrinkForUpload(file), draftToken()]);
        percent.current = 0;
        const upload = startTusUpload(shrunk, token, slot, {
          onProgress: (value) => {
            percent.current = value;
            setState({ status: 'uploading', percent: value });
          },
          onSuccess: (uploadId) => settle({ status: 'done', uploadId }),
          onError: (error, offline) => {
            if (offline) setState({ status: 'offline', percent: percent.current });
            else settle({ status: 'error', error });
          },
        });
        current.current = upload;
        setState({ status: 'uploading', percent: 0 });
      } catch (error) {
        settle({ status: 'error', error: asApiError(error) });
      }
    },
    [slot, draftToken, settle, setState],
  );

  /** Continues from the server's offset, or begins again when the upload never started. */
  const retry = useCallback(() => {
    if (!current.current) {
      if (lastFile.current) void start(lastFile.current);
      return;
    }
    setState({ status: 'uploading', percent: percent.current });
    current.current.resume();
  }, [start, setState]);

  return { state, latest, start, retry, clear };
}

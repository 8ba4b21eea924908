import type { ApiError } from '@/lib/api-client';
import type { UploadStates } from './resumable-uploads';

type UploadSource<Field extends string> = {
  states: () => UploadStates<Field>;
  subscribe: (listener: () => void) => () => void;
};

export type SettledUploads<Field extends string> =
  | { status: 'done'; uploadIds: Record<Field, string> }
  | { status: 'failed'; field: Field; error: ApiError };

/**
 * Calls `onSettled` once, as soon as every one of `fields` is up (with their upload ids) or one
 * of them has failed: what a submit tapped while its files are still being prepared or sent
 * waits for. Returns how to stop waiting (a page left, a new tap).
 */
export function whenUploadsSettle<Field extends string>(
  source: UploadSource<Field>,
  fields: readonly Field[],
  onSettled: (settled: SettledUploads<Field>) => void,
): () => void {
  let waiting = true;
  const check = () => {
    if (!waiting) return;
    const states = source.states();
    for (const field of fields) {
      const state = states[field];
      if (state?.status === 'error') {
        stop();
        return onSettled({ status: 'failed', field, error: state.error });
      }
    }
    const uploadIds: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const state = states[field];
      if (state?.status !== 'done') return;
      uploadIds[field] = state.uploadId;
    }
    stop();
    onSettled({ status: 'done', uploadIds: uploadIds as Record<Field, string> });
  };
  const unsubscribe = source.subscribe(check);
  function stop() {
    waiting = false;
    unsubscribe();
  }
  check();
  return stop;
}

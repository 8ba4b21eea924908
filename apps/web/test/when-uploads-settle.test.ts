import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import type { UploadStates } from '../src/lib/upload/resumable-uploads';
import { whenUploadsSettle } from '../src/lib/upload/when-uploads-settle';

type Field = 'ktp' | 'kk';

/** Upload states that change as a test says, told to subscribers as the uploads module does. */
function uploadsOf(initial: UploadStates<Field>) {
  let states = initial;
  const listeners = new Set<() => void>();
  return {
    states: () => states,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: UploadStates<Field>) {
      states = { ...states, ...next };
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('whenUploadsSettle', () => {
  it('answers at once when every file is already up', () => {
    const uploads = uploadsOf({ ktp: { status: 'done', uploadId: 'u1' } });
    const settled = vi.fn();
    whenUploadsSettle(uploads, ['ktp'], settled);
    expect(settled).toHaveBeenCalledExactlyOnceWith({ status: 'done', uploadIds: { ktp: 'u1' } });
    expect(uploads.listeners.size).toBe(0);
  });

  it('waits through preparing and uploading, then answers once with every id', () => {
    const uploads = uploadsOf({
      ktp: { status: 'preparing' },
      kk: { status: 'uploading', percent: 5 },
    });
    const settled = vi.fn();
    whenUploadsSettle(uploads, ['ktp', 'kk'], settled);
    uploads.set({ ktp: { status: 'done', uploadId: 'u1' } });
    expect(settled).not.toHaveBeenCalled();
    uploads.set({ kk: { status: 'done', uploadId: 'u2' } });
    uploads.set({ kk: { status: 'done', uploadId: 'u2' } });
    expect(settled).toHaveBeenCalledExactlyOnceWith({
      status: 'done',
      uploadIds: { ktp: 'u1', kk: 'u2' },
    });
    expect(uploads.listeners.size).toBe(0);
  });

  it('names the first file that failed, and stops waiting', () => {
    const uploads = uploadsOf({ ktp: { status: 'uploading', percent: 50 } });
    const settled = vi.fn();
    whenUploadsSettle(uploads, ['ktp'], settled);
    const error = new ApiError({
      status: 413,
      code: 'payload_too_large',
      message: 'Terlalu besar',
    });
    uploads.set({ ktp: { status: 'error', error } });
    expect(settled).toHaveBeenCalledExactlyOnceWith({ status: 'failed', field: 'ktp', error });
    expect(uploads.listeners.size).toBe(0);
  });

  it('says nothing after it was stopped', () => {
    const uploads = uploadsOf({ ktp: { status: 'preparing' } });
    const settled = vi.fn();
    const stop = whenUploadsSettle(uploads, ['ktp'], settled);
    stop();
    uploads.set({ ktp: { status: 'done', uploadId: 'u1' } });
    expect(settled).not.toHaveBeenCalled();
  });
});

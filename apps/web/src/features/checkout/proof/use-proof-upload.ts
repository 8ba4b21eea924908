import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiError } from '@/lib/api-client';
import { proofFiles } from '@/lib/cart/checkout-proof-storage';
import type { TusFileState } from '@/lib/upload/use-tus-file';
import { proofUploads } from './proof-uploads';

type Settled = Extract<TusFileState, { status: 'done' | 'error' }>;
const IDLE: TusFileState = { status: 'idle' };

/**
 * The confirm page's payment proof: sent the moment it is chosen, and after a reload read back
 * from the checkout's draft, its upload continuing from the server's offset.
 */
export function useProofUpload() {
  const states = useSyncExternalStore(
    proofUploads.subscribe,
    proofUploads.states,
    proofUploads.states,
  );
  const [file, setFile] = useState<File | null>(null);
  const picked = useRef(false);

  useEffect(() => {
    let active = true;
    void proofFiles.readAll().then((stored) => {
      // A file chosen while the draft was being read is newer than the stored one.
      if (!active || picked.current) return;
      if (stored.proof) {
        setFile(stored.proof);
        proofUploads.resume(stored);
      } else if (proofUploads.states().proof) {
        // The draft was forgotten while this page was away (its cart emptied).
        proofUploads.drop('proof');
      }
    });
    return () => {
      active = false;
    };
  }, []);

  return {
    file,
    state: states.proof ?? IDLE,
    choose(next: File | null) {
      picked.current = true;
      setFile(next);
      if (next) void proofUploads.pick('proof', next);
      else proofUploads.drop('proof');
    },
    retry: () => proofUploads.retry('proof'),
    refuse: (error: ApiError) => proofUploads.refuse('proof', error),
    /** Calls `listener` once when the proof's upload is done or failed; returns how to stop. */
    whenSettled(listener: (settled: Settled) => void): () => void {
      const stop = proofUploads.subscribe(() => {
        const state = proofUploads.states().proof;
        if (state?.status !== 'done' && state?.status !== 'error') return;
        stop();
        listener(state);
      });
      return stop;
    },
  };
}

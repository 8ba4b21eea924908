import { t } from '@toko/contracts/i18n/upload';
import { progressPercent } from './progress-percent';
import type { TusFileState } from './use-tus-file';

export type WaitedUpload = { state: TusFileState | undefined; size: number };

function sentBytes({ state, size }: WaitedUpload): number {
  if (state?.status === 'done') return size;
  if (state?.status === 'uploading' || state?.status === 'offline') {
    return (size * state.percent) / 100;
  }
  return 0;
}

/**
 * What a submit waiting for its files says: that the network is gone, or how much of them has
 * gone up, by size ("Mengunggah… 45%").
 */
export function waitingForUploadsLabel(waited: readonly WaitedUpload[]): string {
  if (waited.some(({ state }) => state?.status === 'offline')) return t('upload.status.offline');
  const total = waited.reduce((sum, upload) => sum + upload.size, 0);
  const sent = waited.reduce((sum, upload) => sum + sentBytes(upload), 0);
  return t('upload.status.uploading', { percent: progressPercent(sent, total) });
}

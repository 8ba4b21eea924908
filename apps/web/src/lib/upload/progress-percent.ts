/**
 * Whole percent of a request body sent, 0–100. Rounded down, so 100 means every byte is out;
 * an unknown total counts as 0.
 */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

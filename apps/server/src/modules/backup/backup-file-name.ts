/** `toko-edc-2026-11-27T02-00-00Z.backup`: sorts by time, safe on every file system. */
export function backupFileName(at: Date): string {
  return `toko-edc-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.backup`;
}

export const BACKUP_FILE_PATTERN = /^toko-edc-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup$/;

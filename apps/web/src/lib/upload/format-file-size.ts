const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** `2,4 MB` the Indonesian way: binary units (the 10 MB limit is 10 MiB), a decimal comma. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

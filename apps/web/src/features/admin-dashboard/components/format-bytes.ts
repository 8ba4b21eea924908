const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** `12,3 MB`: a size in bytes, in the largest unit under 1024 (Indonesian decimal comma). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(value)} ${UNITS[unit]}`;
}

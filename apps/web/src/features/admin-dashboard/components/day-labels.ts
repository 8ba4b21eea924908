/** `2026-11-23` → `23/11` (the chart's axis). */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** `2026-11-23` → `23/11/2026` (the table alternative). */
export function fullDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

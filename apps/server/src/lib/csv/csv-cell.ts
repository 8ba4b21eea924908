/** SPEC §9: a missing value is written as a dash. */
export const MISSING_CELL = '-';

export type CsvCell = string | number | bigint | null | undefined;

/** A cell a spreadsheet would run as a formula (DESIGN §5.9, OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text of one cell: a dash when missing (null, undefined or empty), and a leading `'` on
 * anything a spreadsheet would read as a formula, so it shows as text: `=SUM(A1)` becomes
 * `'=SUM(A1)` and a phone `+6281…` becomes `'+6281…`. The lone dash stays as it is.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined || value === '') return MISSING_CELL;
  const text = String(value);
  return text !== MISSING_CELL && FORMULA_START.test(text) ? `'${text}` : text;
}

/** A missing value is written as a dash (docs/product.md, "Exports"). */
export const MISSING_CELL = '-';

export type CsvCell = string | number | bigint | null | undefined;

/**
 * A formula start (OWASP CSV injection) at the cell's start or after a line break
 * or tab inside it: a spreadsheet that reads the file with another separator (`;` in an
 * Indonesian Excel or LibreOffice) can take such a line for a new row or cell and run it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_BREAK = /([\n\r\t])(?=[=+\-@\t\r])/g;

/**
 * The text of one cell: a dash when missing (null, undefined or empty), and a `'` before every
 * line of it that a spreadsheet would read as a formula, so it shows as text: `=SUM(A1)` becomes
 * `'=SUM(A1)`, `x\n=1+1` becomes `x\n'=1+1` and a phone `+6281…` becomes `'+6281…`. The lone
 * dash stays as it is.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined || value === '') return MISSING_CELL;
  const text = String(value);
  if (text === MISSING_CELL) return text;
  const lines = text.replace(FORMULA_AFTER_BREAK, "$1'");
  return FORMULA_START.test(lines) ? `'${lines}` : lines;
}

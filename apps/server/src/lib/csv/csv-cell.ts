/** A missing value is written as a dash (docs/product.md, "Exports"). */
export const MISSING_CELL = '-';

export type CsvCell = string | number | bigint | null | undefined;

/**
 * What a spreadsheet may read as the start of a formula (OWASP CSV injection: = + - @ tab CR),
 * plus `;`. Our cells are quoted and comma-separated; an Indonesian Excel or LibreOffice may
 * open the file with `;` as separator, and then reads a line's quotes differently: the cell
 * `;=HYPERLINK(…)` closes the quote it starts with at its own `;`, and its rest becomes a
 * formula cell. A `;` later in a cell stays inside the line's open quote and is harmless, as
 * is a tab (checked in LibreOffice 7.4 with `;`, `,` and tab as separators, docs/security.md).
 * The same starts are looked for after a line break or tab inside a cell, for readers that split
 * there.
 */
const FORMULA_START = /^[=+\-@\t\r;]/;
const FORMULA_AFTER_BREAK = /([\n\r\t])(?=[=+\-@\t\r;])/g;

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

import { jakartaWallClockMs } from '@toko/contracts';
import type { ExportColumn } from '../export-column';
import { xmlText } from './xml-text';
import { CELL_STYLE } from './workbook-parts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DAY_MS = 86_400_000;
/** Excel's serial day number of 1970-01-01. */
const EXCEL_UNIX_EPOCH = 25_569;

/** A (1), B (2), … Z, AA (27), …: a column's letters. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function textCell(ref: string, style: number, text: string): string {
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** The sheet up to its first data row: frozen bold header, column widths. */
export function sheetStart<Row>(columns: readonly ExportColumn<Row>[]): string {
  const widths = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  const header = columns
    .map((column, index) =>
      textCell(`${columnLetters(index + 1)}1`, CELL_STYLE.header, column.header),
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`
  );
}

export const SHEET_END = '</sheetData></worksheet>';

/**
 * One data row: text as inline strings (never a formula, never a number), rupiah as a number
 * in the rupiah format, a date as the serial of its Jakarta wall-clock time (WIB) in the date
 * format. A missing value leaves its cell empty.
 */
export function rowXml<Row>(
  rowNumber: number,
  row: Row,
  columns: readonly ExportColumn<Row>[],
  letters: readonly string[],
): string {
  let xml = `<row r="${rowNumber}">`;
  for (const [index, column] of columns.entries()) {
    const ref = `${letters[index]}${rowNumber}`;
    if (column.type === 'text') {
      const text = column.value(row);
      if (text) xml += textCell(ref, CELL_STYLE.text, text);
    } else if (column.type === 'rupiah') {
      const amount = column.value(row);
      if (amount !== null && amount !== undefined) {
        xml += `<c r="${ref}" s="${CELL_STYLE.rupiah}"><v>${amount}</v></c>`;
      }
    } else {
      const date = column.value(row);
      if (date) {
        const serial = jakartaWallClockMs(date) / DAY_MS + EXCEL_UNIX_EPOCH;
        xml += `<c r="${ref}" s="${CELL_STYLE.dateTime}"><v>${serial}</v></c>`;
      }
    }
  }
  return `${xml}</row>`;
}

import { formatAdminDate } from '@toko/contracts';
import type { CsvColumn } from './csv/csv-stream';

/**
 * One column of an admin export, typed for the spreadsheet: `text` (codes, phones, names: kept
 * as written, a leading 0 or +62 included), `rupiah` (an integer amount) or `dateTime` (an
 * instant, shown in shop time). `width` is the XLSX column's width in characters.
 */
export type ExportColumn<Row> = { header: string; width: number } & (
  | { type: 'text'; value: (row: Row) => string | null | undefined }
  | { type: 'rupiah'; value: (row: Row) => number | null | undefined }
  | { type: 'dateTime'; value: (row: Row) => Date | null | undefined }
);

/**
 * The CSV's columns (docs/product.md, "Exports"): the same headers and values, a date as
 * `21/11/2026 14:05`.
 */
export function csvColumnsOf<Row>(columns: readonly ExportColumn<Row>[]): CsvColumn<Row>[] {
  return columns.map((column) => ({
    header: column.header,
    value: (row: Row) => {
      const value = column.value(row);
      return value instanceof Date ? formatAdminDate(value) : value;
    },
  }));
}

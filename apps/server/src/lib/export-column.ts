import { formatAdminDate, SHOP_TIME_ZONE } from '@toko/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { CsvColumn } from './csv/csv-stream';
import type { ListTable } from './list-filter';

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
 * A list's export column (`exportColumns`): `value` reads a row in JavaScript, `text` is the
 * same cell as SQL text (the CSV's date format, null when missing) for PostgreSQL's COPY.
 */
export type ListExportColumn<Row> = ExportColumn<Row> & { text: SQL };

/** A column of `Table` by its property name (`orderNumber`, not `order_number`). */
type ColumnKey<Table extends ListTable> = keyof Table['$inferSelect'] & keyof Table & string;

/**
 * Where a column's cell comes from: one field, read as it is, or for text with one of: the
 * field `orElse` when this one is empty or missing, the field's `labels` (the field itself
 * when it has none), or its underscores written as spaces.
 */
export type ExportColumnSource<Table extends ListTable> = { header: string; width: number } & (
  | {
      type: 'text';
      key: ColumnKey<Table>;
      orElse?: ColumnKey<Table>;
      labels?: Readonly<Record<string, string>>;
      underscoresAsSpaces?: boolean;
    }
  | { type: 'rupiah' | 'dateTime'; key: ColumnKey<Table> }
);

/**
 * The export's columns, each read one way in JavaScript and the same way in SQL: the one
 * definition both the JavaScript CSV/XLSX and the COPY CSV follow.
 */
export function exportColumns<Table extends ListTable>(
  table: Table,
  sources: readonly ExportColumnSource<Table>[],
): ListExportColumn<Table['$inferSelect']>[] {
  return sources.map(
    (source) => exportColumn(table, source) as ListExportColumn<Table['$inferSelect']>,
  );
}

type Row = Record<string, unknown>;

function exportColumn<Table extends ListTable>(
  table: Table,
  source: ExportColumnSource<Table>,
): ListExportColumn<Row> {
  const { header, width, key } = source;
  const field = sql`${table[key]}`;
  if (source.type === 'rupiah') {
    const value = (row: Row) => row[key] as number | null | undefined;
    return { header, width, type: 'rupiah', text: sql`${field}::text`, value };
  }
  if (source.type === 'dateTime') {
    return {
      header,
      width,
      type: 'dateTime',
      // formatAdminDate's `21/11/2026 14:05`.
      text: sql`to_char(${field} at time zone ${SHOP_TIME_ZONE}, 'DD/MM/YYYY HH24:MI')`,
      value: (row: Row) => row[key] as Date | null | undefined,
    };
  }
  const { orElse, labels, underscoresAsSpaces } = source as Extract<
    ExportColumnSource<Table>,
    { type: 'text' }
  >;
  let text = field;
  if (orElse) text = sql`coalesce(nullif(${text}, ''), ${table[orElse]})`;
  if (underscoresAsSpaces) text = sql`replace(${text}, '_', ' ')`;
  if (labels) {
    const cases = Object.entries(labels).map(([from, to]) => sql` when ${from} then ${to}`);
    text = sql`(case ${text}${sql.join(cases)} else ${text} end)`;
  }
  return {
    header,
    width,
    type: 'text',
    text,
    value: (row: Row) => {
      let value = row[key] as string | null | undefined;
      if (orElse) value = value || (row[orElse] as string | null | undefined);
      if (underscoresAsSpaces) value = value?.replaceAll('_', ' ');
      if (labels && value != null && Object.hasOwn(labels, value)) value = labels[value];
      return value;
    },
  };
}

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

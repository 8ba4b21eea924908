import { pipeline, type Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListExportColumn } from '../export-column';
import type { ListTable } from '../list-filter';
import { orderByOf, type ListOrder } from '../list-order';
import { copyCsvCells } from './copy-csv-cells';

export type CopyCsv<Table extends ListTable> = {
  table: Table;
  /** Usually `listWhere(table, filter)`, and a search's ids. */
  where: SQL | undefined;
  /** The list's order; newest first when not given (as keysetRows). */
  order?: ListOrder;
  columns: readonly ListExportColumn<Table['$inferSelect']>[];
};

const dialect = new PgDialect();

/** csvStream's first line: the BOM and the quoted headers. */
export function csvHeader(headers: readonly string[]): string {
  return `\uFEFF${headers.map((header) => `"${header.replaceAll('"', '""')}"`).join(',')}\r\n`;
}

/**
 * The SELECT of `copyCsvStream`: each column's SQL text, the rows and order of keysetRows.
 * COPY takes no parameters, so the values (the status filter, the labels) are written into it
 * as escaped literals.
 */
export function copyCsvSelect<Table extends ListTable>({
  table,
  where,
  order = { sort: 'date', dir: 'desc' },
  columns,
}: CopyCsv<Table>): string {
  const query = sql`select ${sql.join(
    columns.map((column) => column.text),
    sql`, `,
  )} from ${table} where ${where ?? sql`true`} order by ${sql.join(orderByOf(table, order), sql`, `)}`;
  return dialect.sqlToQuery(query.inlineParams()).sql;
}

/**
 * The same bytes as `csvStream(keysetRows(…), csvColumnsOf(columns))`, written by PostgreSQL's
 * COPY (every cell quoted, inner quotes doubled) and finished by `copyCsvCells` (the cell rules,
 * CRLF) after csvStream's header. Read at the reader's pace; a reader that stops ends the COPY.
 */
export async function copyCsvStream<Table extends ListTable>(
  copyOut: (statement: string) => Promise<Readable>,
  copy: CopyCsv<Table>,
): Promise<Readable> {
  const body = await copyOut(
    `copy (${copyCsvSelect(copy)}) to stdout with (format csv, force_quote *)`,
  );
  const cells = copyCsvCells();
  cells.push(csvHeader(copy.columns.map((column) => column.header)));
  // As in csvStream: pipeline destroys both with an error or when the reader goes away.
  pipeline(body, cells, () => undefined);
  return cells;
}

import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { csvCell, type CsvCell } from './csv-cell';

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

/**
 * The CSV bytes of `rows`, produced as the reader pulls them (backpressure reaches back to the
 * row source, e.g. `keysetRows`): UTF-8 BOM (Excel then reads UTF-8), a header line, every cell
 * in double quotes with inner quotes doubled, CRLF line ends (RFC 4180), cells made
 * safe by `csvCell`. A failing row source destroys the stream with its error.
 */
export function csvStream<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: readonly CsvColumn<Row>[],
): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
  });
  // pipeline destroys every stream with the error (or when the reader goes away); the
  // stringifier's own 'error' event carries it to the reader, so nothing is left to do here.
  pipeline(Readable.from(records(rows, columns)), stringifier, () => undefined);
  return stringifier;
}

async function* records<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: readonly CsvColumn<Row>[],
) {
  for await (const row of rows) yield columns.map((column) => csvCell(column.value(row)));
}

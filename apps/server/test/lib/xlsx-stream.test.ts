import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../src/lib/export-column';
import { xlsxStream } from '../../src/lib/xlsx/xlsx-stream';

type Row = { code: string; name: string | null; total: number | null };

const columns: ExportColumn<Row>[] = [
  { header: 'Kode', width: 20, type: 'text', value: (row) => row.code },
  { header: 'Nama', width: 20, type: 'text', value: (row) => row.name },
  { header: 'Total', width: 12, type: 'rupiah', value: (row) => row.total },
];

async function bytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('xlsxStream', () => {
  it('keeps markup characters, spaces and line breaks, and drops what XML cannot hold', async () => {
    const rows: Row[] = [
      { code: '007', name: ' <b>Budi & "Ani"</b> \nBaris dua\r', total: 0 },
      { code: 'A\u0000\u001F\uD800B', name: null, total: null },
    ];
    const sheet = await sheetOf(await bytes(xlsxStream(rows, columns, 'orders')));
    expect(sheet.name).toBe('orders');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '007',
      ' <b>Budi & "Ani"</b> \nBaris dua\r',
      0,
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('AB');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
  });

  it('writes the header alone when there are no rows', async () => {
    const sheet = await sheetOf(await bytes(xlsxStream([], columns, 'orders')));
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Kode', 'Nama', 'Total']);
  });

  it('fails the stream when the row source fails', async () => {
    async function* failing() {
      yield { code: '1', name: 'Budi', total: 1 };
      throw new Error('database gone');
    }
    await expect(bytes(xlsxStream(failing(), columns, 'orders'))).rejects.toThrow('database gone');
  });

  it('pulls rows only as the reader reads, and stops the source when the reader leaves', async () => {
    let produced = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          produced += 1;
          yield { code: `ORD-${produced}`, name: 'Budi Santoso', total: produced };
        }
      } finally {
        finished = true;
      }
    }
    const stream = xlsxStream(endless(), columns, 'orders');
    stream.once('readable', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only the streams' small buffers fill up while nobody reads.
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(20_000);

    stream.destroy();
    await once(stream, 'close');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(true);
  });
});

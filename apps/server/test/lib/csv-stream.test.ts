import { once } from 'node:events';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../src/lib/csv/csv-cell';
import { csvStream, type CsvColumn } from '../../src/lib/csv/csv-stream';

/** A full collection without `--expose-gc` on the command line (Node's documented V8 flags). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Row = { id: string; name: string | null; phone?: string; total: number };

const columns: CsvColumn<Row>[] = [
  { header: 'Order ID', value: (row) => row.id },
  { header: 'Nama "Pembeli"', value: (row) => row.name },
  { header: 'Telepon', value: (row) => row.phone },
  { header: 'Total', value: (row) => row.total },
];

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvCell', () => {
  it('writes a dash for a missing value and leaves the lone dash alone', () => {
    expect([null, undefined, '', '-'].map(csvCell)).toEqual(['-', '-', '-', '-']);
  });

  // A tab or CR also starts a new line of the cell, so what follows it is neutralised too.
  it('neutralises every formula start: = + - @ tab CR', () => {
    expect(
      ['=SUM(A1)', '+6281234567890', '-2+3', '@cmd', '\t=1', '\r=1', '--'].map(csvCell),
    ).toEqual(["'=SUM(A1)", "'+6281234567890", "'-2+3", "'@cmd", "'\t'=1", "'\r'=1", "'--"]);
  });

  it('keeps ordinary text and numbers', () => {
    expect(['Budi', ' =x', 'a-b', '0812', 150_000, 0, 12n].map(csvCell)).toEqual([
      'Budi',
      ' =x',
      'a-b',
      '0812',
      '150000',
      '0',
      '12',
    ]);
  });
});

describe('csvStream', () => {
  it('writes the BOM, a quoted header and quoted cells with doubled quotes, CRLF', async () => {
    const rows: Row[] = [
      { id: 'ORD-1', name: 'Budi "Bos" Santoso', phone: '+6281234567890', total: 150_000 },
      { id: 'ORD-2', name: null, phone: '', total: 0 },
      { id: 'ORD-3', name: '=HYPERLINK("http://x")', phone: '-', total: 99 },
      { id: 'ORD-4', name: 'Jl. Merdeka, No. 1\nJakarta', total: 5 },
    ];
    const bytes = Buffer.from(await text(csvStream(rows, columns)), 'utf8');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(
      '\uFEFF"Order ID","Nama ""Pembeli""","Telepon","Total"\r\n' +
        '"ORD-1","Budi ""Bos"" Santoso","\'+6281234567890","150000"\r\n' +
        '"ORD-2","-","-","0"\r\n' +
        '"ORD-3","\'=HYPERLINK(""http://x"")","-","99"\r\n' +
        '"ORD-4","Jl. Merdeka, No. 1\nJakarta","-","5"\r\n',
    );
  });

  it('writes the header alone when there are no rows', async () => {
    expect(await text(csvStream([], columns))).toBe(
      '\uFEFF"Order ID","Nama ""Pembeli""","Telepon","Total"\r\n',
    );
  });

  it('fails the stream when the row source fails', async () => {
    async function* failing() {
      yield { id: 'ORD-1', name: 'Budi', total: 1 };
      throw new Error('database gone');
    }
    await expect(text(csvStream(failing(), columns))).rejects.toThrow('database gone');
  });

  it('pulls rows only as the reader reads, and stops the source when the reader leaves', async () => {
    let produced = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          produced += 1;
          yield { id: `ORD-${produced}`, name: 'Budi', total: produced };
        }
      } finally {
        finished = true;
      }
    }
    const stream = csvStream(endless(), columns);
    stream.once('readable', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the streams' buffers fill up while nobody reads: at most two of the stream's high-water
    // mark (16 KiB on Node 20, 64 KiB from Node 22) of rows of 20 bytes or more.
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan((2 * stream.readableHighWaterMark) / 20);

    stream.destroy();
    await once(stream, 'close');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(true);
  });

  it('streams a million rows with bounded memory', async () => {
    const rowCount = 1_000_000;
    // Heap still in use after a full collection: what the stream holds, not passing garbage.
    const retainedHeap = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    const baseline = retainedHeap();
    let peak = baseline;

    async function* generated() {
      for (let index = 0; index < rowCount; index += 1) {
        if (index % 100_000 === 50_000) peak = Math.max(peak, retainedHeap());
        yield {
          id: `ORD-20261121-${index.toString(32).toUpperCase().padStart(6, '0')}`,
          name: `Pembeli nomor ${index}`,
          phone: `+62812${String(index).padStart(8, '0')}`,
          total: index * 1000,
        };
      }
    }

    let bytes = 0;
    let lines = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        done();
      },
    });
    const started = performance.now();
    await pipeline(csvStream(generated(), columns), sink);
    const seconds = (performance.now() - started) / 1000;
    const growthMib = (peak - baseline) / 2 ** 20;
    console.warn(
      `csv: 1,000,000 rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s, ` +
        `retained heap growth at most ${growthMib.toFixed(1)} MiB`,
    );
    expect(lines).toBe(rowCount + 1);
    // Holding the rows or the output would take well over 70 MiB.
    expect(growthMib).toBeLessThan(50);
  }, 60_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, MISSING_CELL } from '../../src/lib/csv/csv-cell';

/** Where a spreadsheet may start reading a new cell: the cell's start, after LF, CR or tab. */
const LINE_START = /(?:^|[\n\r\t])(?=(.))/gs;
const FORMULA_CHARACTERS = new Set(['=', '+', '-', '@', '\t', '\r', ';']);

/** Text rich in what matters here: formula starts, line breaks, tabs, quotes and plain letters. */
const cellText = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', "'", ';', ',', 'a', '1', ' '),
  maxLength: 30,
});
const indonesianPhone = fc.stringMatching(/^[0-9]{8,13}$/).map((digits) => `+62${digits}`);

describe('csvCell against formulas (property)', () => {
  it('leaves no line of a cell starting a formula', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const cell = csvCell(text);
        if (cell === MISSING_CELL) return;
        for (const [, first] of cell.matchAll(LINE_START)) {
          expect(FORMULA_CHARACTERS.has(first!), JSON.stringify(cell)).toBe(false);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('only adds apostrophes: the text is otherwise unchanged', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const cell = csvCell(text);
        if (text === '') return;
        expect(cell.replaceAll("'", '')).toBe(text.replaceAll("'", ''));
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps a +62 phone readable: one apostrophe before the unchanged number', () => {
    fc.assert(
      fc.property(indonesianPhone, (phone) => {
        expect(csvCell(phone)).toBe(`'${phone}`);
      }),
    );
  });

  it('neutralises a cell that a `;`-separated reader splits into a formula (;=HYPERLINK)', () => {
    expect(csvCell(';=HYPERLINK("http://x")')).toBe(`';=HYPERLINK("http://x")`);
    expect(csvCell(';;+1')).toBe("';;+1");
    // Later in a cell, a `;` stays inside the quote a `;` reader has open: unchanged.
    expect(csvCell('a;=1+2;b')).toBe('a;=1+2;b');
  });

  it('neutralises a formula on a later line of a name (x\\n=1+1;)', () => {
    expect(csvCell('x\n=1+1;')).toBe("x\n'=1+1;");
    expect(csvCell('a\r\n@SUM(1)\t-2')).toBe("a\r\n'@SUM(1)\t'-2");
  });
});

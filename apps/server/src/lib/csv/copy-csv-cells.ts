import { Transform } from 'node:stream';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const DASH = 0x2d;
const APOSTROPHE = 0x27;

const table = (bytes: number[]) => {
  const found = new Uint8Array(256);
  for (const byte of bytes) found[byte] = 1;
  return found;
};
/** `csvCell`'s formula starts: = + - @ tab CR ;. */
const FORMULA_START = table([0x3d, 0x2b, DASH, 0x40, TAB, CR, 0x3b]);
/** The line breaks after which `csvCell` looks for a formula again. */
const BREAK = table([LF, CR, TAB]);
/** What ends a run of plain content bytes. */
const CONTENT_STOP = table([QUOTE, LF, CR, TAB]);

// Where the reader is in PostgreSQL's CSV; bytes are written as soon as they are known.
const CELL_START = 0; // before a cell: `"` opens it, `,` or LF means NULL
const FIRST = 1; // after the opening quote
const FIRST_QUOTE = 2; // `"` right after the opening quote: `""` content or an empty cell
const LEAD_DASH = 3; // `"-` held back: the lone dash stays, a longer `-…` gets its mark
const LEAD_DASH_QUOTE = 4; // `"-"` held back
const CONTENT = 5;
const AFTER_BREAK = 6; // after LF, CR or tab inside a cell
const CONTENT_QUOTE = 7; // `"` inside a cell: `""` content or the closing quote

/**
 * `csvCell`'s rules and csvStream's line ends, applied in one pass to the CSV that PostgreSQL's
 * COPY writes with `force_quote *` (every non-NULL cell quoted, inner quotes doubled, LF record
 * ends): a NULL or empty cell becomes `"-"`, a `'` goes before a cell and before each line in
 * it that starts like a formula (the lone dash kept), and records end with CRLF. Doing this in
 * SQL costs PostgreSQL more than the whole plain COPY (bench/README.md, "CSV export at a million rows"); here it
 * is one look at each byte. The state carries across chunks, so no byte is looked at twice.
 */
export function copyCsvCells(): Transform {
  const pass = new CellPass();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let index = 0;
      while (index < chunk.length) {
        // A buffer little larger than the chunk: five times larger ones, as garbage waiting for
        // collection, held some 40 MB more memory during a million-row export.
        const out = Buffer.allocUnsafe(chunk.length - index + SLACK);
        let at = 0;
        for (;;) {
          const end = Math.min(chunk.length, index + Math.floor((out.length - at) / MOST_OUT));
          if (end === index) break;
          at = pass.run(chunk, index, end, out, at);
          index = end;
        }
        this.push(out.subarray(0, at));
      }
      done();
    },
  });
}

/** Room beyond the input's length: most chunks grow by a few bytes only. */
const SLACK = 4096;
/** The most bytes one input byte writes (LF for a NULL cell is `"-"\r\n`). */
const MOST_OUT = 5;

/** The state machine, its state kept between chunks. */
class CellPass {
  private state = CELL_START;

  /** `chunk[start, end)` into `out` from `at`, which must have room; returns the new `at`. */
  run(chunk: Buffer, start: number, end: number, out: Buffer, outAt: number): number {
    // Locals only in the loop: this is the export's hot loop.
    let state = this.state;
    let at = outAt;
    let index = start;
    while (index < end) {
      let byte = chunk[index++]!;
      if (state === CONTENT) {
        // Most bytes: copied until a quote or a line break.
        while (!CONTENT_STOP[byte]) {
          out[at++] = byte;
          if (index === end) {
            this.state = state;
            return at;
          }
          byte = chunk[index++]!;
        }
        out[at++] = byte;
        state = byte === QUOTE ? CONTENT_QUOTE : AFTER_BREAK;
        continue;
      }
      switch (state) {
        case AFTER_BREAK:
          if (byte === QUOTE) {
            out[at++] = byte;
            state = CONTENT_QUOTE;
            break;
          }
          if (FORMULA_START[byte]) out[at++] = APOSTROPHE;
          out[at++] = byte;
          if (!BREAK[byte]) state = CONTENT;
          break;
        case CONTENT_QUOTE:
          if (byte === QUOTE) {
            out[at++] = byte;
            state = CONTENT;
            break;
          }
          if (byte === LF) out[at++] = CR;
          out[at++] = byte;
          state = CELL_START;
          break;
        case CELL_START:
          if (byte === QUOTE) {
            out[at++] = QUOTE;
            state = FIRST;
            break;
          }
          at = writeDash(out, at, true, byte);
          state = CELL_START;
          break;
        case FIRST:
          if (byte === QUOTE) state = FIRST_QUOTE;
          else if (byte === DASH) state = LEAD_DASH;
          else {
            if (FORMULA_START[byte]) out[at++] = APOSTROPHE;
            out[at++] = byte;
            state = BREAK[byte] ? AFTER_BREAK : CONTENT;
          }
          break;
        case FIRST_QUOTE:
          if (byte === QUOTE) {
            out[at++] = QUOTE;
            out[at++] = QUOTE;
            state = CONTENT;
            break;
          }
          at = writeDash(out, at, false, byte);
          state = CELL_START;
          break;
        case LEAD_DASH:
          if (byte === QUOTE) {
            state = LEAD_DASH_QUOTE;
            break;
          }
          out[at++] = APOSTROPHE;
          out[at++] = DASH;
          out[at++] = byte;
          state = BREAK[byte] ? AFTER_BREAK : CONTENT;
          break;
        case LEAD_DASH_QUOTE:
          if (byte === QUOTE) {
            out[at++] = APOSTROPHE;
            out[at++] = DASH;
            out[at++] = QUOTE;
            out[at++] = QUOTE;
            state = CONTENT;
            break;
          }
          at = writeDash(out, at, false, byte);
          state = CELL_START;
          break;
      }
    }
    this.state = state;
    return at;
  }
}

/**
 * A missing cell's `-"` (with its opening quote when `open`: a NULL cell has none), then the
 * byte that ended it: a comma, or LF written as CRLF.
 */
function writeDash(out: Buffer, at: number, open: boolean, end: number): number {
  let next = at;
  if (open) out[next++] = QUOTE;
  out[next++] = DASH;
  out[next++] = QUOTE;
  if (end === LF) out[next++] = CR;
  out[next++] = end;
  return next;
}

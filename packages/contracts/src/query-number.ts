import { z } from 'zod';

/**
 * A whole number from a query string, checked by `schema`: written in digits only ("1e3",
 * "0x10" and "+2" are not numbers here, though JavaScript reads them), surrounding spaces
 * allowed, an empty value the same as none.
 */
export function queryNumber<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => {
    if (value === '' || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  }, schema);
}

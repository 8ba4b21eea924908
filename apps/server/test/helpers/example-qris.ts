import { encodeQris, parseTlv } from '../../src/qris/qris';
import { EXAMPLE_SHOP } from '../../src/shop-config';

/**
 * The example static QRIS with each listed tag set (added in tag order when absent) or left out
 * (`null`), signed again with a good CRC.
 */
export function exampleQrisWith(changes: Record<string, string | null>): string {
  const fields = parseTlv(EXAMPLE_SHOP.QRIS_PAYLOAD).filter(({ tag }) => tag !== '63');
  const tags = new Set([...fields.map(({ tag }) => tag), ...Object.keys(changes)]);
  const value = (tag: string) => changes[tag] ?? fields.find((field) => field.tag === tag)?.value;
  return encodeQris(
    [...tags]
      .filter((tag) => changes[tag] !== null)
      .sort()
      .map((tag) => ({ tag, value: value(tag) ?? '' })),
  );
}

/** A static QRIS that asks every payer for a Rp 1.000 fee (55=02, 56=1000), plus a 2% one (57). */
export const QRIS_WITH_FEES = exampleQrisWith({ '55': '02', '56': '1000', '57': '2' });

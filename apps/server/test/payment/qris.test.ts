import { describe, expect, it } from 'vitest';
import {
  crc16,
  hasValidCrc,
  InvalidQrisPayloadError,
  parseTlv,
  tipTagsIn,
  toDynamicQris,
} from '../../src/qris/qris';
import { EXAMPLE_SHOP } from '../../src/shop-config';
import { QRIS_WITH_FEES } from '../helpers/example-qris';

const STATIC = EXAMPLE_SHOP.QRIS_PAYLOAD;

describe('QRIS payloads', () => {
  it('computes CRC-16/CCITT-FALSE (check value of 123456789 is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(hasValidCrc(STATIC)).toBe(true);
    expect(hasValidCrc(`${STATIC.slice(0, -4)}FDE1`)).toBe(false);
    expect(hasValidCrc(STATIC.replace('JAKARTA', 'BANDUNG'))).toBe(false);
  });

  it('turns a static QRIS into a dynamic one carrying the exact amount', () => {
    const dynamic = toDynamicQris(STATIC, 2_999_000);
    const fields = parseTlv(dynamic);
    expect(fields.find((field) => field.tag === '01')?.value).toBe('12');
    expect(dynamic).toContain('54072999000');
    expect(fields.map((field) => field.tag)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '63',
    ]);
    expect(hasValidCrc(dynamic)).toBe(true);
    // Everything else is kept field by field.
    const keep = (payload: string) =>
      parseTlv(payload).filter((field) => !['01', '54', '63'].includes(field.tag));
    expect(keep(dynamic)).toEqual(keep(STATIC));
  });

  it('leaves out the tip and fee tags 55, 56 and 57: the payer pays the exact total', () => {
    expect(tipTagsIn(QRIS_WITH_FEES)).toEqual(['55', '56', '57']);
    expect(tipTagsIn(STATIC)).toEqual([]);
    const dynamic = toDynamicQris(QRIS_WITH_FEES, 349_000);
    const tags = parseTlv(dynamic).map((field) => field.tag);
    expect(tags).not.toContain('55');
    expect(tags).not.toContain('56');
    expect(tags).not.toContain('57');
    expect(dynamic).toBe(toDynamicQris(STATIC, 349_000));
  });

  it('replaces an amount already present instead of adding a second one', () => {
    const once = toDynamicQris(STATIC, 349_000);
    const twice = toDynamicQris(once, 649_000);
    expect(parseTlv(twice).filter((field) => field.tag === '54')).toEqual([
      { tag: '54', value: '649000' },
    ]);
  });

  it('refuses a payload with a wrong CRC, a broken field or a bad amount', () => {
    expect(() => toDynamicQris(`${STATIC.slice(0, -4)}0000`, 1000)).toThrow(
      InvalidQrisPayloadError,
    );
    expect(() => parseTlv('0002')).toThrow(InvalidQrisPayloadError);
    expect(() => toDynamicQris(STATIC, 0)).toThrow(InvalidQrisPayloadError);
    expect(() => toDynamicQris(STATIC, 10.5)).toThrow(InvalidQrisPayloadError);
  });
});

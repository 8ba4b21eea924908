import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { EXAMPLE_SHOP } from '../../src/shop-config';
import { exampleQrisWith as exampleWith } from '../helpers/example-qris';

const STATIC = EXAMPLE_SHOP.QRIS_PAYLOAD;

function startUpProblems(payload: string): string[] {
  try {
    loadConfig({ QRIS_PAYLOAD: payload });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('a static QRIS is checked at start-up', () => {
  it('accepts the example and a payload already marked dynamic', () => {
    expect(startUpProblems(STATIC)).toEqual([]);
    expect(startUpProblems(exampleWith({ '01': '12' }))).toEqual([]);
  });

  it.each([
    ['not TLV at all', 'QRIS-TOKO', 'invalid QRIS payload: bad field at 0'],
    ['00 missing', exampleWith({ '00': null }), 'tag 00 (payload format indicator) is missing'],
    ['00 not 01', exampleWith({ '00': '02' }), 'tag 00 (payload format indicator) must be 01'],
    ['01 missing', exampleWith({ '01': null }), 'tag 01 (point of initiation) is missing'],
    [
      '01 neither static nor dynamic',
      exampleWith({ '01': '13' }),
      'tag 01 (point of initiation) must be 11 (static) or 12 (dynamic)',
    ],
    [
      'no merchant account',
      exampleWith({ '26': null, '51': null }),
      'tags 26 to 51 (merchant account) are missing: at least one is needed',
    ],
    [
      'a merchant account that is not TLV',
      exampleWith({ '26': 'ID.CO.CONTOH.WWW' }),
      "tag 26 (merchant account) is malformed: it needs sub-tag 00, the network's identifier",
    ],
    [
      'a merchant account without its network',
      exampleWith({ '51': '0215ID1020000000001' }),
      "tag 51 (merchant account) is malformed: it needs sub-tag 00, the network's identifier",
    ],
    ['52 missing', exampleWith({ '52': null }), 'tag 52 (merchant category code) is missing'],
    [
      '52 not 4 digits',
      exampleWith({ '52': '59A9' }),
      'tag 52 (merchant category code) must be 4 digits',
    ],
    ['53 missing', exampleWith({ '53': null }), 'tag 53 (currency) is missing'],
    ['53 not rupiah', exampleWith({ '53': '840' }), 'tag 53 (currency) must be 360 (rupiah)'],
    ['58 missing', exampleWith({ '58': null }), 'tag 58 (country code) is missing'],
    ['58 not Indonesia', exampleWith({ '58': 'SG' }), 'tag 58 (country code) must be ID'],
    ['59 missing', exampleWith({ '59': null }), 'tag 59 (merchant name) is missing'],
    [
      '59 empty',
      exampleWith({ '59': '' }),
      'tag 59 (merchant name) must be 1 to 25 printable characters',
    ],
    [
      '59 too long',
      exampleWith({ '59': 'TOKO EDC CONTOH CABANG BANDUNG' }),
      'tag 59 (merchant name) must be 1 to 25 printable characters',
    ],
    ['60 missing', exampleWith({ '60': null }), 'tag 60 (merchant city) is missing'],
    [
      '60 too long',
      exampleWith({ '60': 'KOTA ADMINISTRASI' }),
      'tag 60 (merchant city) must be 1 to 15 printable characters',
    ],
    ['63 missing', STATIC.slice(0, -8), 'tag 63 (CRC) must be the last field'],
    ['63 not last', `${STATIC}0702AB`, 'tag 63 (CRC) must be the last field'],
    ['63 wrong', `${STATIC.slice(0, -4)}0000`, 'tag 63 (CRC) does not match the content'],
  ])('refuses a payload with %s, naming the variable and the field', (_case, payload, problem) => {
    expect(startUpProblems(payload)).toEqual([`QRIS_PAYLOAD: ${problem}`]);
  });
});

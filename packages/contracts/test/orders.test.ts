import { describe, expect, it } from 'vitest';
import {
  buyerSchema,
  MAX_ITEM_QUANTITY,
  orderRequestSchema,
  orderSummaryPath,
  orderSummarySchema,
} from '../src/orders';

const buyer = {
  name: 'Siti Rahayu',
  phone: '0812-3456-7890',
  email: 'siti@contoh.co.id',
  address: 'Jl. Merdeka No. 10',
};

function messageFor(input: unknown, path: string): string | undefined {
  const parsed = buyerSchema.safeParse(input);
  return parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('buyer form rules', () => {
  it('requires name, phone, email and address with their messages', () => {
    expect(messageFor({ ...buyer, name: ' ' }, 'name')).toBe('Nama wajib diisi');
    expect(messageFor({ ...buyer, phone: '' }, 'phone')).toBe('Nomor telepon wajib diisi');
    expect(messageFor({ ...buyer, email: '' }, 'email')).toBe('Email wajib diisi');
    expect(messageFor({ ...buyer, address: '' }, 'address')).toBe('Alamat pengiriman wajib diisi');
    expect(messageFor({}, 'name')).toBe('Nama wajib diisi');
  });

  it('checks the email and the phone', () => {
    expect(messageFor({ ...buyer, email: 'siti@' }, 'email')).toBe('Email tidak valid');
    expect(messageFor({ ...buyer, phone: 'telepon saya' }, 'phone')).toBe(
      'Nomor telepon tidak valid',
    );
    expect(buyerSchema.parse({ ...buyer, email: ' Siti@Contoh.CO.ID ' }).email).toBe(
      'siti@contoh.co.id',
    );
  });

  it('takes a referral code of 4 to 20 letters, digits, hyphen or underscore, or none', () => {
    const referral = (code: string) => messageFor({ ...buyer, referralCode: code }, 'referralCode');
    for (const valid of ['', 'ABCD', 'agen_01-x', 'a'.repeat(20)])
      expect(referral(valid)).toBeUndefined();
    for (const invalid of ['abc', 'a'.repeat(21), 'kode spasi', 'kode!', 'kodé1']) {
      expect(referral(invalid)).toBe('Format kode referral tidak valid.');
    }
  });

  it("holds the buyer's phone to the sign-up's rule: 08… or +62…, 10–15 digits without separators", () => {
    const phone = (value: string) => messageFor({ ...buyer, phone: value }, 'phone');
    for (const valid of ['0812-3456-7890', '+62 812 3456 7890', '08123456789', '0812.3456/789'])
      expect(phone(valid)).toBeUndefined();
    for (const invalid of [
      '--------',
      '((((((((',
      '. . . . .',
      '-0812345670100',
      '0812 3456 78901 2345',
      '08123',
      '+1 202 555 0100',
      '0812\n34567890',
    ])
      expect(phone(invalid), invalid).toBe('Nomor telepon tidak valid');
  });

  it('refuses a line break or another control character in one-line fields, keeps them in address and notes', () => {
    const refused = 'Berisi karakter yang tidak bisa disimpan; ketik ulang isian ini';
    for (const character of ['\n', '\r', '\t', '\u0007']) {
      expect(messageFor({ ...buyer, name: `Siti${character}Rahayu` }, 'name')).toBe(refused);
      expect(messageFor({ ...buyer, referralCode: `AGEN${character}01` }, 'referralCode')).toBe(
        'Format kode referral tidak valid.',
      );
      expect(
        buyerSchema.safeParse({ ...buyer, email: `siti${character}@contoh.co.id` }).success,
      ).toBe(false);
    }
    const multiLine = { ...buyer, address: 'Jl. Merdeka 10\r\nRT 01', notes: 'Pagi\nsaja' };
    expect(buyerSchema.safeParse(multiLine).success).toBe(true);
    expect(messageFor({ ...buyer, address: 'Jl. Merdeka\t10' }, 'address')).toBe(refused);
    expect(messageFor({ ...buyer, notes: 'bel\u0007' }, 'notes')).toBe(refused);
  });

  it('defaults notes and referral code to empty', () => {
    expect(buyerSchema.parse(buyer)).toMatchObject({ notes: '', referralCode: '' });
  });
});

describe('order request', () => {
  const order = (items: unknown, paymentMethod = 'bank_transfer') =>
    orderRequestSchema.safeParse({ buyer, items, paymentMethod });

  it('takes known products with quantities from 1 to the maximum', () => {
    expect(order([{ id: 'pax-d180', quantity: 1 }]).success).toBe(true);
    expect(order([{ id: 'pax-d180', quantity: MAX_ITEM_QUANTITY }]).success).toBe(true);
    for (const quantity of [0, -1, 1.5, MAX_ITEM_QUANTITY + 1, '1']) {
      expect(order([{ id: 'pax-d180', quantity }]).success, String(quantity)).toBe(false);
    }
    expect(order([{ id: 'pax-x', quantity: 1 }]).success).toBe(false);
  });

  it('refuses an empty cart, a repeated product and an unknown payment method', () => {
    expect(order([]).error?.issues[0]?.message).toBe('Keranjang Anda Kosong');
    expect(
      order([
        { id: 'pax-d180', quantity: 1 },
        { id: 'pax-d180', quantity: 1 },
      ]).success,
    ).toBe(false);
    expect(order([{ id: 'pax-d180', quantity: 1 }], 'cash').success).toBe(false);
  });

  it('ignores a price a client sends', () => {
    const parsed = orderRequestSchema.parse({
      buyer,
      items: [{ id: 'pax-d180', quantity: 1, price: 1 }],
      paymentMethod: 'qris',
    });
    expect(parsed.items[0]).toEqual({ id: 'pax-d180', quantity: 1 });
  });
});

describe("the success page's order summary", () => {
  const summary = { orderNumber: 'ORD-20261128-ABC123', total: 1_500_000 };

  it('holds the number and the whole-rupiah total', () => {
    expect(orderSummarySchema.parse(summary)).toEqual(summary);
    expect(orderSummarySchema.safeParse({ ...summary, total: 1.5 }).success).toBe(false);
    expect(orderSummarySchema.safeParse({ orderNumber: summary.orderNumber }).success).toBe(false);
  });

  it('refuses any other field, so nothing personal can ride along', () => {
    for (const extra of [{ buyerName: 'Siti' }, { phone: '0812' }, { email: 'a@b.c' }]) {
      expect(orderSummarySchema.safeParse({ ...summary, ...extra }).success).toBe(false);
    }
  });

  it('is read by the order id, encoded as one path segment', () => {
    expect(orderSummaryPath('6f1c2d3e-0000-4000-8000-000000000001')).toBe(
      '/api/orders/6f1c2d3e-0000-4000-8000-000000000001/summary',
    );
    expect(orderSummaryPath('../admin')).toBe('/api/orders/..%2Fadmin/summary');
  });
});

import { randomBytes } from 'node:crypto';
import type { OrderRequest } from '@toko/contracts';
import { randomIp } from '../helpers/random-ip';
import { jpegBytes, multipartBody } from '../uploads/sample-files';

export const validOrder = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  buyer: {
    name: 'Siti Rahayu',
    phone: '0812-3456-7890',
    email: 'Siti@Contoh.co.id',
    address: 'Jl. Merdeka No. 10, Bandung',
    notes: '',
    referralCode: 'AGEN_01',
  },
  items: [
    { id: 'pax-a920-pro', quantity: 2 },
    { id: 'soundbox-qris', quantity: 1 },
  ],
  paymentMethod: 'bank_transfer',
  ...overrides,
});

export const newKey = () => `test-${randomBytes(8).toString('hex')}`;

/** The multipart request the checkout sends: the order JSON, then the proof. */
export function orderRequest(
  order: unknown,
  options: { key?: string; proof?: Buffer; proofName?: string; ip?: string } = {},
) {
  const body = multipartBody([
    { name: 'order', value: JSON.stringify(order) },
    {
      name: 'proof',
      fileName: options.proofName ?? 'bukti.jpg',
      type: 'image/jpeg',
      content: options.proof ?? jpegBytes(),
    },
  ]);
  return {
    method: 'POST' as const,
    url: '/api/orders',
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': options.key ?? newKey() },
    // Each order from an address of its own unless a test names one: orders are limited per address.
    remoteAddress: options.ip ?? randomIp(),
  };
}

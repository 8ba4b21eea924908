import { randomBytes } from 'node:crypto';
import type { OrderRequest } from '@toko/contracts';
import { listen } from '../helpers/listen';
import { randomIp } from '../helpers/random-ip';
import type { FastifyInstance } from 'fastify';
import { jpegBytes } from '../uploads/sample-files';
import { draftOf, idOf, sendWithTus } from '../uploads/tus-client';

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

/** Where `app` listens: tus-js-client needs a real socket. */
export const originOf = async (app: FastifyInstance) => (await listen(app)).origin;

/**
 * The checkout as the browser sends it: a draft, the proof through `/api/uploads` with
 * tus-js-client, then the JSON order naming them. Resolves with the order's request, to inject.
 * A proof refused by the upload throws with the refusal (tests of refusals send it themselves).
 */
export async function orderRequest(
  app: FastifyInstance,
  order: unknown,
  options: { key?: string; proof?: Buffer; proofName?: string; ip?: string } = {},
) {
  const token = await draftOf({ app }, 'checkout');
  const sent = await sendWithTus(await originOf(app), token, options.proof ?? jpegBytes(), {
    metadata: { slot: 'proof', filename: options.proofName ?? 'bukti.jpg' },
  });
  if (sent.error) throw new Error(`proof refused: ${sent.error.status} ${sent.error.body}`);
  return {
    method: 'POST' as const,
    url: '/api/orders',
    payload: { ...(order as object), uploadDraft: token, proofUpload: idOf(sent.url) },
    headers: { 'idempotency-key': options.key ?? newKey() },
    // Each order from an address of its own unless a test names one: orders are limited per address.
    remoteAddress: options.ip ?? randomIp(),
  };
}

import {
  BANK_NAME,
  paymentSettingsSchema,
  PRODUCTS,
  QRIS_MAX_AMOUNT,
  queryNumber,
} from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { toDynamicQris } from './qris';

const paymentQuerySchema = z.object({ total: queryNumber(z.number().int().min(1).max(1e12)) });

/**
 * The catalogue (server-owned prices) and the shop's payment settings for a checkout total: the
 * bank account from the server's configuration, and a QRIS carrying that exact amount (rendered
 * here as SVG, so the browser needs no QR library) while the total is within QRIS's cap.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = app.deps.config.shop;

  app.get('/api/products', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { products: PRODUCTS };
  });

  app.get(
    '/api/shop/payment-settings',
    { schema: { querystring: paymentQuerySchema, response: { 200: paymentSettingsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { total } = request.query;
      const qrisAllowed = total <= QRIS_MAX_AMOUNT;
      const payload =
        qrisAllowed && shop.qrisPayload ? toDynamicQris(shop.qrisPayload, total) : null;
      return {
        bank: { name: BANK_NAME, holder: shop.bankAccountHolder, number: shop.bankAccountNumber },
        qris: {
          available: qrisAllowed && Boolean(payload ?? shop.qrisImage),
          maxAmount: QRIS_MAX_AMOUNT,
          payload,
          svg: payload ? await QRCode.toString(payload, { type: 'svg', margin: 2 }) : null,
          image: payload ? null : (shop.qrisImage ?? null),
        },
        usesExamples: shop.usesExamples,
      };
    },
  );
};

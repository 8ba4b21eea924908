import {
  MAX_CHECKOUT_TOTAL,
  BANK_NAME,
  formatRupiah,
  PAYMENT_API_PATHS,
  paymentSettingsSchema,
  QRIS_MAX_AMOUNT,
  QRIS_PICTURE_RATE_LIMIT,
  queryNumber,
} from '@toko/contracts';
import { messages as checkoutMessages } from '@toko/contracts/i18n/checkout';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseTlv, tipTagsIn, toDynamicQris } from '../../qris/qris';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { QUIET_ZONE } from './qris-png';
import { createQrisDrawer } from './qris-png-drawer';

/**
 * The cap comes before `int()`: zod's integer check also refuses numbers past 2^53 with that
 * bound as its message, and a total of 20 digits must hear of the real cap.
 */
const paymentQuerySchema = z.object({
  total: queryNumber(z.number().min(1).max(MAX_CHECKOUT_TOTAL).int()),
});

/**
 * The shop's payment settings for a checkout total: the
 * bank account from the server's configuration, and a QRIS carrying that exact amount (rendered
 * here as SVG to show and as PNG to save, so the browser needs no QR library) while the total is
 * within QRIS's cap.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = app.deps.config.shop;
  const droppedTags = shop.qrisPayload ? tipTagsIn(shop.qrisPayload) : [];
  if (droppedTags.length > 0) {
    app.log.warn(
      { droppedTags },
      "QRIS_PAYLOAD asks the payer for a tip or fee: each order's QRIS leaves these tags out",
    );
  }

  function dynamicQris(total: number): string | null {
    if (total > QRIS_MAX_AMOUNT || !shop.qrisPayload) return null;
    return toDynamicQris(shop.qrisPayload, total);
  }

  app.get(
    PAYMENT_API_PATHS.settings,
    {
      config: { access: 'public' },
      schema: { querystring: paymentQuerySchema, response: { 200: paymentSettingsSchema } },
    },
    async (request) => {
      const { total } = request.query;
      const qrisAllowed = total <= QRIS_MAX_AMOUNT;
      const payload = dynamicQris(total);
      return {
        bank: { name: BANK_NAME, holder: shop.bankAccountHolder, number: shop.bankAccountNumber },
        qris: {
          available: qrisAllowed && Boolean(payload ?? shop.qrisImage),
          maxAmount: QRIS_MAX_AMOUNT,
          payload,
          svg: payload ? await QRCode.toString(payload, { type: 'svg', margin: QUIET_ZONE }) : null,
          image: payload ? null : (shop.qrisImage ?? null),
        },
        usesExamples: shop.usesExamples,
      };
    },
  );

  /** The QRIS for a picture's total, with its answer's headers set; refused when there is none. */
  function picturePayload(total: number, reply: FastifyReply): string {
    const payload = dynamicQris(total);
    if (!payload) {
      const reason = total > QRIS_MAX_AMOUNT ? 'qrisOverLimit' : 'qrisUnavailable';
      throw new AppError('not_found', { message: checkoutMessages[`checkout.payment.${reason}`] });
    }
    reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="qris-toko-edc-${total}.png"`);
    return payload;
  }

  const drawer = createQrisDrawer();
  app.addHook('onClose', () => drawer.close());
  const pictureLimiter = createRateLimiter(
    rateLimitDepsOf(app.deps),
    'qris-picture',
    ruleOf(QRIS_PICTURE_RATE_LIMIT),
  );
  // The picture is drawn off the main thread and kept by total; each address may ask for a few.
  app.get(
    PAYMENT_API_PATHS.qrisPicture,
    {
      config: { access: 'public' },
      schema: { querystring: paymentQuerySchema },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      await pictureLimiter.enforce(`qris-png:${request.ip}`, app.deps.now());
      const { total } = request.query;
      const payload = picturePayload(total, reply);
      const name = parseTlv(payload).find(({ tag }) => tag === '59')?.value ?? '';
      const amount = formatRupiah(total).replace(/\u00a0/g, ' ');
      return drawer.picture(total, payload, { name, amount });
    },
  );
  // A HEAD says what a GET would send, without drawing or counting a picture.
  app.head(
    PAYMENT_API_PATHS.qrisPicture,
    { config: { access: 'public' }, schema: { querystring: paymentQuerySchema } },
    async (request, reply) => {
      picturePayload(request.query.total, reply);
      return reply.send();
    },
  );
};

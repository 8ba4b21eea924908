import {
  ORDER_SUMMARY_RATE_LIMIT,
  orderIdSchema,
  orderSummarySchema,
  SUCCESS_PAGE_LIFETIME_HOURS,
} from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { findRecentOrderSummary } from './orders-repository';

/**
 * The success page's address, `/beli-produk/sukses?order_id=`, reads the order's number and total
 * here, for a day after the order. The id is the order's random UUID (122 random bits), so it
 * cannot be guessed; an unknown, malformed, deleted or older id gets one and the same 404, and
 * walking ids is rate limited.
 */
export const orderSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(
    rateLimitDepsOf(app.deps),
    'order-summary',
    ruleOf(ORDER_SUMMARY_RATE_LIMIT),
  );
  app.get(
    '/api/orders/:id/summary',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: orderSummarySchema },
      },
    },
    async (request) => {
      await limiter.enforce(`order-summary:${request.ip}`, app.deps.now());
      const id = orderIdSchema.safeParse(request.params.id);
      const since = new Date(app.deps.now().getTime() - SUCCESS_PAGE_LIFETIME_HOURS * HOUR_MS);
      const order = id.success
        ? await findRecentOrderSummary(app.deps.database.db, id.data, since)
        : null;
      if (!order)
        throw new AppError('not_found', { message: messages['checkout.success.notFound'] });
      return order;
    },
  );
};

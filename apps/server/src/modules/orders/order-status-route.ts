import {
  ORDER_STATUS_RATE_LIMIT,
  orderStatusRequestSchema,
  orderStatusResponseSchema,
  orderStatusSchema,
  toIndonesianE164,
} from '@toko/contracts';
import { messages } from '@toko/contracts/i18n/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { findOrderForStatus } from './orders-repository';

/**
 * A buyer's order status (beyond the spec): the order number and the phone used must both
 * match; a wrong pair answers the same 404 as an unknown number, and guessing is rate limited.
 */
export const orderStatusRoute: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(
    rateLimitDepsOf(app.deps),
    'order-status',
    ruleOf(ORDER_STATUS_RATE_LIMIT),
  );
  app.post(
    '/api/orders/status',
    {
      config: { access: 'public' },
      schema: { body: orderStatusRequestSchema, response: { 200: orderStatusResponseSchema } },
    },
    async (request) => {
      await limiter.enforce(`order-status:${request.ip}`, app.deps.now());
      const order = await findOrderForStatus(app.deps.database.db, request.body.orderNumber);
      const phone = toIndonesianE164(request.body.phone);
      if (!order || !phone || toIndonesianE164(order.phone) !== phone) {
        throw new AppError('not_found', { message: messages['checkout.status.notFound'] });
      }
      return { orderNumber: order.orderNumber, status: orderStatusSchema.parse(order.status) };
    },
  );
};

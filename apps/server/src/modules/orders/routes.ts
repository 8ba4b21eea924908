import { ORDER_RATE_LIMIT, orderCreatedSchema } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendOutcome } from '../idempotency/send-outcome';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';
import { orderStatusRoute } from './order-status-route';
import { orderSummaryRoute } from './order-summary-route';
import { placeOrder } from './place-order';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(rateLimitDepsOf(app.deps), 'order', ruleOf(ORDER_RATE_LIMIT));
  app.post(
    '/api/orders',
    { config: { access: 'public' }, schema: { response: { 201: orderCreatedSchema } } },
    async (request, reply) => sendOutcome(reply, await placeOrder(request, limiter)),
  );
  await app.register(orderStatusRoute);
  await app.register(orderSummaryRoute);
};

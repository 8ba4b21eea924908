import { ORDER_RATE_LIMIT, orderCreatedSchema } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendOutcome } from '../idempotency/send-outcome';
import { createRateLimiter, ruleOf } from '../rate-limit/rate-limiter';
import { createOrder } from './create-order';
import { createOrderWithUpload } from './create-order-with-upload';
import { orderStatusRoute } from './order-status-route';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.deps.database.db, ruleOf(ORDER_RATE_LIMIT));
  app.post(
    '/api/orders',
    { schema: { response: { 201: orderCreatedSchema } } },
    // Multipart until every checkout sends its proof through /api/uploads first.
    async (request, reply) =>
      sendOutcome(
        reply,
        request.isMultipart()
          ? await createOrder(request, limiter)
          : await createOrderWithUpload(request, limiter),
      ),
  );
  await app.register(orderStatusRoute);
};

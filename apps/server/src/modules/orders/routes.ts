import { orderCreatedSchema } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendOutcome } from '../idempotency/send-outcome';
import { createOrder } from './create-order';
import { orderStatusRoute } from './order-status-route';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    { schema: { response: { 201: orderCreatedSchema } } },
    async (request, reply) => sendOutcome(reply, await createOrder(request)),
  );
  await app.register(orderStatusRoute);
};

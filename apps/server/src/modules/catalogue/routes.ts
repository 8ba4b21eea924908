import { PRODUCTS } from '@toko/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The catalogue: the products and their server-owned prices, the same for every visitor. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/products', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { products: PRODUCTS };
  });
};

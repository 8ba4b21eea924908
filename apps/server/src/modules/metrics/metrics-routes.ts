import type { FastifyInstance } from 'fastify';
import { metricsAccess } from './metrics-access';
import { registerScrapeGauges } from './scrape-gauges';

/** Requests no route matched share one label: their URLs are anyone's to make up. */
const UNMATCHED = 'unmatched';

/**
 * `GET /metrics` in Prometheus' text format, for the bearer of METRICS_TOKEN or an address in
 * METRICS_ALLOW; anyone else gets the answer of a path that does not exist (the not-found
 * handler's 404). With neither set there is no route and nothing is observed. Registered before
 * the routes, so that its hook sees every request.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { config, metrics } = app.deps;
  const { registry } = metrics;
  if (!registry || !config.metrics) return;
  const mayRead = metricsAccess(config.metrics);
  registerScrapeGauges(registry, app.deps);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      // The route's pattern, e.g. /api/admin/orders/:id, never the URL with its id.
      route: request.routeOptions.url ?? UNMATCHED,
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request)) return reply.callNotFound();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Counts and times every answer by its route's template (`/api/v1/items/details/:id`, never the raw URL: one series
 * per route, whatever ids strangers send). A request no route matched is `unmatched`. Event streams are hijacked
 * replies: their count is mart_live_streams.
 */
export function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

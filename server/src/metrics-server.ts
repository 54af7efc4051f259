import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { withProcessMetrics } from './metrics';

/**
 * The instance's metrics for Prometheus, on their own port (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless set):
 * never on the public API port, so no balancer route or stranger reaches them; the network decides who scrapes.
 * `GET /metrics` answers the text format; anything else is 404.
 */
export async function startMetricsServer(
  appRegistry: Registry,
  { port, host }: { port: number; host: string },
): Promise<http.Server> {
  const registry = Registry.merge([appRegistry, withProcessMetrics(new Registry())]);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export const metricsPort = (server: http.Server) => (server.address() as AddressInfo).port;

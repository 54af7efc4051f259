// @ts-check
// What the page server tells operators (issue 42): each request's id (X-Request-Id: the caller's when sane, else a
// new one; answered, and on every log line of the request), and its figures in Prometheus' text format on a port of
// its own (MART_PAGE_METRICS_PORT), never on a public one.
import crypto from 'node:crypto';
import http from 'node:http';
import client from 'prom-client';

/** The same rule as the API's (server/src/request-id.ts): short and plain, safe in a log line and a header. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** @type {WeakMap<http.IncomingMessage, string>} */
const ids = new WeakMap();

/** The request's id: the caller's `X-Request-Id` when sane, else a new one (kept for the request's log lines). */
export function requestIdOf(/** @type {http.IncomingMessage} */ req) {
  let id = ids.get(req);
  if (!id) {
    const given = req.headers['x-request-id'];
    id = typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
    ids.set(req, id);
  }
  return id;
}

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'mart_page_' });

const requests = new client.Counter({
  name: 'mart_page_requests_total',
  help: 'Page server answers by app, kind (page, registry, file, refused) and status',
  labelNames: ['app', 'kind', 'status'],
  registers: [registry],
});
const duration = new client.Histogram({
  name: 'mart_page_request_duration_seconds',
  help: 'Time to answer, by app and kind (a page includes its server render)',
  labelNames: ['app', 'kind'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
export const canaryVisitors = new client.Counter({
  name: 'mart_page_canary_pages_total',
  help: 'Pages served with a canary version of a remote, by remote and version',
  labelNames: ['remote', 'version'],
  registers: [registry],
});
export const canaryRollbacks = new client.Counter({
  name: 'mart_page_canary_rollbacks_total',
  help: 'Canaries rolled back by themselves (their error rate clearly above the live version)',
  labelNames: ['remote'],
  registers: [registry],
});

/** The kind of answer a path gets: a route template of the page server, never the raw path. @param {string} p */
function kindOf(p) {
  if (p === '/registry.json') return 'registry';
  return /\.[A-Za-z0-9]+$/.test(p) ? 'file' : 'page';
}

/**
 * Names the request (its id answered in X-Request-Id) and counts its answer once it is sent.
 * @param {string} app @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string | null} urlPath
 *   null for a request refused before any handler
 */
export function observe(app, req, res, urlPath) {
  const started = process.hrtime.bigint();
  res.setHeader('X-Request-Id', requestIdOf(req));
  res.once('finish', () => {
    const kind = urlPath === null ? 'refused' : kindOf(urlPath);
    requests.inc({ app, kind, status: String(res.statusCode) });
    duration.observe({ app, kind }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

/**
 * The metrics server (`GET /metrics`), on MART_PAGE_METRICS_PORT at MART_PAGE_METRICS_HOST (127.0.0.1 unless set);
 * null when no port is set. @returns {Promise<http.Server | null>}
 */
export async function serveMetrics(
  port = process.env.MART_PAGE_METRICS_PORT,
  host = process.env.MART_PAGE_METRICS_HOST ?? '127.0.0.1',
) {
  if (!port) return null;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics')
      return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (e) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${e}\n`),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, () => resolve(undefined));
  });
  return server;
}

/**
 * Metrics (issue 42): what an instance tells Prometheus, in its text format, on its own port and never on the API's:
 * requests by route template (not the raw URL), orders placed, refunds, throttle and rate-limit refusals, database
 * faults, the pool and the outbox.
 */
import http from 'node:http';
import { metricsPort, startMetricsServer } from '../src/metrics-server';
import { bearer, placeCashOrder, storeWorld, type StoreWorld } from './store-fixture';

let w: StoreWorld;
let server: http.Server;
let scrapeUrl: string;
beforeAll(async () => {
  w = await storeWorld({ authRateLimit: { max: 2, timeWindowMs: 60_000 } });
  server = await startMetricsServer(w.app.ctx.metrics.registry, { port: 0, host: '127.0.0.1' });
  scrapeUrl = `http://127.0.0.1:${metricsPort(server)}/metrics`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await w.close();
});

const scrape = async () => {
  const res = await fetch(scrapeUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series in the text format, 0 when absent. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

test('requests are counted and timed by route template, whatever ids are asked for', async () => {
  for (const id of [1, 2, 999999]) await w.app.inject({ method: 'GET', url: `/api/v1/items/details/${id}` });
  await w.app.inject({ method: 'GET', url: '/no/such/route/12345' });
  const text = await scrape();
  const route = 'route="/api/v1/items/details/:id"';
  expect(value(text, `mart_http_requests_total{method="GET",${route},status="200"}`)).toBe(2);
  expect(value(text, `mart_http_requests_total{method="GET",${route},status="404"}`)).toBe(1);
  expect(value(text, `mart_http_request_duration_seconds_count{method="GET",${route},status="200"}`)).toBe(2);
  expect(text).toContain('route="unmatched"');
  expect(text).not.toContain('details/999999');
  expect(text).not.toContain('/no/such/route');
  // the process's own figures are there too
  expect(text).toContain('mart_process_resident_memory_bytes');
});

test('orders placed and refunds count once each, on the instance that did them', async () => {
  const before = await scrape();
  const id = await placeCashOrder(w, w.users.alice.token);
  const after = await scrape();
  const placed = 'mart_orders_placed_total{payment_method="cash_on_delivery"}';
  expect(value(after, placed) - value(before, placed)).toBe(1);
  // a cash order canceled unpaid is no refund
  await w.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    headers: bearer(w.users.alice.token),
    payload: { order_id: id, reason: 'changed my mind' },
  });
  expect(value(await scrape(), 'mart_refunds_total{kind="order"}')).toBe(0);
});

test('rate-limit refusals are counted by route', async () => {
  const login = () =>
    w.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'manual', email_or_phone: `nobody${Math.random()}@example.com`, password: 'x12345678' },
    });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await login()).statusCode);
  expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  expect(value(await scrape(), 'mart_rate_limit_refusals_total{route="/api/v1/auth/login"}')).toBe(2);
});

test('the outbox is reported by state, live streams and query errors are there', async () => {
  const text = await scrape();
  expect(text).toMatch(/mart_outbox_messages\{state="pending"\} \d+/);
  expect(text).toContain('mart_live_streams 0');
  expect(text).toContain('# TYPE mart_db_query_errors_total counter');
});

test('only GET /metrics answers on the metrics port; the API port has no metrics', async () => {
  expect((await fetch(scrapeUrl.replace('/metrics', '/'))).status).toBe(404);
  expect((await fetch(scrapeUrl, { method: 'POST' })).status).toBe(404);
  expect((await w.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
});

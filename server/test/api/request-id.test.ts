/**
 * Request ids (issue 42): every answer names its request's id, an error body carries it for the customer to quote,
 * and every log line of the request carries it, so a quoted id finds the server's side of a failure.
 */
import { Writable } from 'node:stream';
import { call, startApp, type TestApp } from './helpers';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ logger: { level: 'info', stream: sink } });
});
afterAll(() => t.close());

test("a sane caller's id is kept: answered in the header, in the error body and on every log line", async () => {
  const id = 'mart-0123456789abcdef';
  const res = await call<{ errors: unknown[]; request_id: string }>(t.app, {
    method: 'GET',
    url: '/api/v1/items/details/999999999',
    headers: { 'x-request-id': id },
  });
  expect(res.status).toBe(404);
  expect(res.headers['x-request-id']).toBe(id);
  expect(res.body.request_id).toBe(id);
  const mine = lines.filter((l) => l.reqId === id);
  expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
});

test.each([
  ['too short', 'abc'],
  ['too long', 'x'.repeat(65)],
  ['a log-injection attempt', 'abcdefgh\r\nlevel: 60'],
  ['markup', '<script>alert(1)</script>'],
  ['spaces', 'abcd efgh ijkl'],
])('an id that is %s is replaced by a new one', async (_name, given) => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
  expect(res.statusCode).toBe(200);
  const id = String(res.headers['x-request-id']);
  expect(id).not.toBe(given);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
});

test('without one each request gets its own, named in 4xx bodies of every shape (validation, unknown route)', async () => {
  const a = await call<{ request_id: string }>(t.app, { method: 'GET', url: '/api/v1/nowhere' });
  const b = await call<{ request_id: string }>(t.app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: '{not json',
    headers: { 'content-type': 'application/json' },
  });
  expect([a.status, b.status]).toEqual([404, 400]);
  expect(a.body.request_id).toBe(a.headers['x-request-id']);
  expect(b.body.request_id).toBe(b.headers['x-request-id']);
  expect(a.body.request_id).not.toBe(b.body.request_id);
});

test('a success answer keeps its body as it was (the id is only in the header)', async () => {
  const res = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/healthz' });
  expect(res.body).toEqual({ status: 'ok' });
  expect(res.headers['x-request-id']).toBeTruthy();
});

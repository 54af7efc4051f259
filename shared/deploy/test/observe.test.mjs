// The page server names and counts its requests (issue 42): a sane X-Request-Id is kept, anything else replaced;
// the id is answered, written under an error's text and on its log line; Prometheus reads the counts on the metrics
// port (MART_PAGE_METRICS_PORT), which is not the public one. Run with `node --test`.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { get, pageSite, rawRequest, startApp } from './page-server.mjs';

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

/** @type {Awaited<ReturnType<typeof startApp>>} */
let shell;
/** @type {number} */
let metricsPort;
before(async () => {
  metricsPort = Number(await freePort());
  shell = await startApp(pageSite().root, 'shell', { MART_PAGE_METRICS_PORT: String(metricsPort) });
});
after(() => shell.stop());

test("a sane caller's id is answered; a hostile or missing one is replaced", async () => {
  const kept = await rawRequest(shell.port, get('/', ['X-Request-Id: web-0123456789abcdef']));
  assert.equal(kept.status, 200);
  assert.equal(kept.headers['x-request-id'], 'web-0123456789abcdef');
  for (const bad of ['short', 'x'.repeat(65), 'abc def ghi jkl', '<script>alert(1)</script>']) {
    const res = await rawRequest(shell.port, get('/', [`X-Request-Id: ${bad}`]));
    assert.equal(res.status, 200);
    assert.match(res.headers['x-request-id'] ?? '', /^[0-9a-f-]{36}$/);
  }
  const none = await rawRequest(shell.port, get('/'));
  assert.match(none.headers['x-request-id'] ?? '', /^[0-9a-f-]{36}$/);
});

test('an error answer carries its id under the text, a refused request too', async () => {
  const missing = await rawRequest(shell.port, get('/nothing.js', ['X-Request-Id: support-case-0001']));
  assert.equal(missing.status, 404);
  assert.equal(missing.body.trim().split('\n').at(-1), 'support-case-0001');
  const refused = await rawRequest(shell.port, get('/%2e%2e/x', ['X-Request-Id: support-case-0002']));
  assert.equal(refused.status, 400);
  assert.equal(refused.headers['x-request-id'], 'support-case-0002');
});

test('the metrics port answers Prometheus text with the answers counted by kind, never by raw path', async () => {
  await rawRequest(shell.port, get('/some/page/123'));
  await rawRequest(shell.port, get('/registry.json'));
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  assert.equal(res.status, 200);
  const text = await res.text();
  assert.match(text, /mart_page_requests_total\{app="shell",kind="page",status="200"\} \d+/);
  assert.match(text, /mart_page_requests_total\{app="shell",kind="registry",status="200"\} 1/);
  assert.match(text, /mart_page_requests_total\{app="shell",kind="file",status="404"\} 1/);
  assert.match(text, /mart_page_requests_total\{app="shell",kind="refused",status="400"\} 1/);
  assert.doesNotMatch(text, /some\/page/);
  // the public port has no metrics
  assert.equal((await rawRequest(shell.port, get('/metrics'))).headers['x-request-id']?.length > 0, true);
  assert.notEqual((await rawRequest(shell.port, get('/metrics'))).body.includes('mart_page_requests_total'), true);
});

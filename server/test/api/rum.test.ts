/**
 * Real-user monitoring (issue 42): the beacon's events are counted per remote version and route, vitals per bucket;
 * the operator reads views, error rate and p75 per version. Forged versions, hostile input and floods get nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketOf, p75 } from '../../src/services/operations/rum';
import { call, startApp, type TestApp } from './helpers';

const KEY = 'operator-key-for-rum-tests';
const dir = mkdtempSync(join(tmpdir(), 'mart-rum-'));
const registryFile = join(dir, 'registry.json');
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    registryFile,
    JSON.stringify({ remotes: {}, releases: { account: [{ version: 'v1-aaaa' }, { version: 'v2-bbbb' }] } }),
  );
  t = await startApp({ registryFile, operatorKey: KEY, authRateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => t.close());

/** As navigator.sendBeacon sends it: JSON in a text/plain body (no CORS preflight). */
const beacon = (body: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/rum',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
const report = async () =>
  (
    await call<{
      versions: { version: string; views: number; errors: number; error_rate: number; p75: { lcp: number } }[];
    }>(t.app, { method: 'GET', url: '/api/v1/operator/rum?remote=account', headers: { 'x-operator-key': KEY } })
  ).body.versions;

test('p75 is read from bucket counts', () => {
  expect(bucketOf('lcp', 400)).toBe(0);
  expect(bucketOf('lcp', 2600)).toBe(5);
  expect(bucketOf('lcp', 99_000)).toBe(11);
  expect(bucketOf('cls', 0.12)).toBe(5);
  // 3 fast, 1 slow: the 75th percentile is in the fast bucket
  expect(
    p75(
      'lcp',
      new Map([
        [0, 3],
        [5, 1],
      ]),
    ),
  ).toBe(500);
  expect(
    p75(
      'lcp',
      new Map([
        [0, 2],
        [5, 2],
      ]),
    ),
  ).toBe(3000);
  expect(p75('cls', new Map([[5, 1]]))).toBe(0.15);
  expect(p75('inp', new Map())).toBeNull();
});

test('views, errors and vitals are counted per version; the operator reads rates and p75 side by side', async () => {
  const ev = (type: string, version: string, value?: number) => ({
    type,
    remote: 'account',
    version,
    route: '/profile',
    value,
  });
  expect(
    (
      await beacon({
        events: [
          ...Array.from({ length: 4 }, () => ev('view', 'v1-aaaa')),
          ev('error', 'v1-aaaa'),
          ev('lcp', 'v1-aaaa', 900),
          ...Array.from({ length: 2 }, () => ev('view', 'v2-bbbb')),
          ev('error', 'v2-bbbb'),
          ev('chunk_error', 'v2-bbbb'),
        ],
        request_id: 'web-0123456789abcdef',
      })
    ).statusCode,
  ).toBe(204);
  const versions = await report();
  expect(versions.map((v) => [v.version, v.views, v.errors, v.error_rate])).toEqual([
    ['v1-aaaa', 4, 1, 0.25],
    ['v2-bbbb', 2, 1, 1],
  ]);
  expect(versions[0]!.p75.lcp).toBe(1000);
});

test("figures since a time include that time's minute: a canary's first seconds are not lost", async () => {
  // counts are kept per minute; a canary that started at hh:mm:30 has its first views in the row of hh:mm:00
  const now = t.clock.now().getTime();
  const since = new Date(Math.floor(now / 60_000) * 60_000 + 30_000).toISOString();
  const views = async () =>
    (
      await call<{ versions: { version: string; views: number }[] }>(t.app, {
        method: 'GET',
        url: `/api/v1/operator/rum?remote=account&since=${encodeURIComponent(since)}`,
        headers: { 'x-operator-key': KEY },
      })
    ).body.versions.find((v) => v.version === 'v2-bbbb')?.views ?? 0;
  const before = await views();
  await beacon({ events: [{ type: 'view', remote: 'account', version: 'v2-bbbb', route: '/x' }] }, '10.0.0.5');
  expect(await views()).toBe(before + 1);
});

test('a version released a moment ago (a new canary) is counted from its first beacons', async () => {
  await beacon({ events: [{ type: 'view', remote: 'account', version: 'v1-aaaa', route: '/x' }] }, '10.0.0.6');
  writeFileSync(
    registryFile,
    JSON.stringify({
      remotes: {},
      releases: { account: [{ version: 'v1-aaaa' }, { version: 'v2-bbbb' }, { version: 'v3-cccc' }] },
    }),
  );
  // the registry is read again at most once a second
  await new Promise((r) => setTimeout(r, 1_100));
  await beacon({ events: [{ type: 'view', remote: 'account', version: 'v3-cccc', route: '/x' }] }, '10.0.0.6');
  expect((await report()).find((v) => v.version === 'v3-cccc')?.views).toBe(1);
});

test('a version never released, or an unknown remote, is not counted (no rows for forged names)', async () => {
  const before = await report();
  const res = await beacon({ events: [{ type: 'view', remote: 'account', version: 'v9-evil', route: '/x' }] });
  expect(res.statusCode).toBe(204);
  await beacon({ events: [{ type: 'view', remote: 'nosuch', version: 'v1-aaaa', route: '/x' }] });
  expect(await report()).toEqual(before);
});

test.each([
  ['not JSON', '{"events":['],
  ['no events', { events: [] }],
  ['an unknown type', { events: [{ type: 'purchase', remote: 'account', version: 'v1-aaaa', route: '/x' }] }],
  [
    'a URL as the route',
    { events: [{ type: 'view', remote: 'account', version: 'v1-aaaa', route: '/order?id=5&phone=+7701' }] },
  ],
  ['a huge value', { events: [{ type: 'lcp', remote: 'account', version: 'v1-aaaa', route: '/x', value: 1e12 }] }],
  [
    'too many events',
    {
      events: Array.from({ length: 51 }, () => ({ type: 'view', remote: 'account', version: 'v1-aaaa', route: '/x' })),
    },
  ],
  ['markup in a name', { events: [{ type: 'view', remote: '<script>', version: 'v1-aaaa', route: '/x' }] }],
])('%s is a 400, never a 500', async (_name, body) => {
  const res = await beacon(body, '10.0.0.2');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ errors: [expect.objectContaining({ code: expect.any(String) })] });
});

test('a field beyond the names and numbers (an e-mail, a URL) is dropped, never stored', async () => {
  const res = await beacon(
    { events: [{ type: 'view', remote: 'account', version: 'v1-aaaa', route: '/x', email: 'a@b.c', url: '/o?p=1' }] },
    '10.0.0.4',
  );
  expect(res.statusCode).toBe(204);
  const rows = await t.db.selectFrom('rum_counts').selectAll().execute();
  expect(JSON.stringify(rows)).not.toMatch(/a@b\.c|\/o\?p=1/);
  expect(Object.keys(rows[0]!).sort()).toEqual(['bucket', 'count', 'metric', 'minute', 'remote', 'route', 'version']);
});

test('a flood from one client is refused after 30 a minute', async () => {
  const body = { events: [{ type: 'view', remote: 'account', version: 'v1-aaaa', route: '/x' }] };
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++) statuses.push((await beacon(body, '10.0.0.3')).statusCode);
  expect(statuses.filter((s) => s === 204)).toHaveLength(30);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
});

test("the report is the operator's only", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/operator/rum' });
  expect(res.statusCode).toBe(401);
});

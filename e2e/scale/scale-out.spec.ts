/**
 * Many API instances behave as one (issue 25): 3 instances on one PostgreSQL and one Redis behind nginx, started
 * together on an empty database by support/scale-setup.ts. The storefront talks to instance B; writes go through
 * instance A or through nginx's round robin.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseModule, operatorMove, placeCashOrder, SCALE_OPERATOR_KEY, signUpViaApi } from '../support/site';

const nginx = process.env.MART_SCALE_URL!;
const [a, b, c] = JSON.parse(process.env.MART_SCALE_APIS ?? '[]') as string[];

test.describe.configure({ mode: 'serial' });

const readyz = async (api: string) => (await fetch(`${api}/readyz`).catch(() => null))?.status ?? 0;

test('instances started together on an empty database all come up, ready', async () => {
  for (const api of [a!, b!, c!]) expect(await readyz(api)).toBe(200);
  expect((await fetch(`${nginx}/healthz`)).status).toBe(200);
});

test('the sign-in limit holds across instances: 10 guesses a minute, however they are spread', async () => {
  // one client, 15 wrong passwords for 15 unknown accounts at once (the per-account throttle stays out of it),
  // spread over the 3 instances by nginx's round robin
  const statuses = await Promise.all(
    Array.from({ length: 15 }, async (_, i) => {
      const res = await fetch(`${nginx}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          login_type: 'manual',
          email_or_phone: `guess${i}-${Date.now()}@example.com`,
          password: 'x12345678',
        }),
      });
      return res.status;
    }),
  );
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
});

test('a catalog write through one instance is seen through the others within 1 s', async () => {
  const { token } = await signUpViaApi(a);
  const itemId = 1; // a demo item
  const count = async (api: string) =>
    ((await (await fetch(`${api}/api/v1/items/details/${itemId}`)).json()) as { wishlist_count: number })
      .wishlist_count;
  const before = await count(b!);
  expect(await count(c!)).toBe(before); // both now hold the item in their response caches
  const added = await fetch(`${a}/api/v1/customer/wish-list/add?item_id=${itemId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(added.ok).toBe(true);
  const written = Date.now();
  for (const api of [b!, c!]) await expect.poll(() => count(api), { timeout: 1_000, intervals: [10] }).toBe(before + 1);
  // the figure for the record (the write's response to both fresh reads, HTTP round trips included)
  const ms = Date.now() - written;
  test.info().annotations.push({ type: 'seen through B and C after', description: `${ms} ms` });
  console.log(`catalog write through A seen through B and C after ${ms} ms`);
});

test("an order's status changed through instance A reaches a tracking page connected through B within 2 s", async ({
  page,
}) => {
  const { token } = await signUpViaApi(b);
  const orderId = await placeCashOrder(token, b);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await chooseModule(page, 'food');
  // the page's stream of the order, opened on instance B (the storefront's API)
  const stream = page.waitForResponse(
    (r) => new URL(r.url()).port === new URL(b!).port && r.url().includes(`/order/${orderId}/live`),
  );
  await page.goto(`/track-order?order_id=${orderId}`);
  await expect(page.getByTestId('order-tracking')).toBeVisible();
  expect((await stream).status()).toBe(200);

  const moved = Date.now();
  await operatorMove('orders', orderId, 'confirmed', { api: a, key: SCALE_OPERATOR_KEY });
  await expect(page.getByText('Статус заказа: Подтверждён')).toBeVisible({ timeout: 2_000 });
  console.log(`order moved through A shown on the page through B after ${Date.now() - moved} ms`);
});

test('Prometheus scrapes the 3 instances and the page server, and answers the order rate', async () => {
  test.setTimeout(90_000);
  const prometheus = process.env.MART_SCALE_PROMETHEUS!;
  const query = async (promql: string) => {
    const res = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(promql)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    expect(body.status).toBe('success');
    return body.data.result;
  };
  // every target up: 3 instances and the page server
  await expect
    .poll(async () => (await query('up == 1')).map((r) => r.metric.job).sort(), { timeout: 30_000 })
    .toEqual(['mart-api', 'mart-api', 'mart-api', 'mart-pages']);
  // orders placed through nginx's round robin, one customer each (the three instances share the work)
  const placed = 6;
  for (let i = 0; i < placed; i++) await placeCashOrder((await signUpViaApi(nginx)).token, nginx);
  // the fleet's order count, summed over instances, reaches what was placed; the rate is above zero
  await expect
    .poll(async () => Number((await query('sum(mart_orders_placed_total)'))[0]?.value[1] ?? 0), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(placed);
  const rate = await query('sum(rate(mart_orders_placed_total[1m]))');
  const perSecond = Number(rate[0]?.value[1] ?? 0);
  expect(perSecond).toBeGreaterThan(0);
  console.log(`order rate from Prometheus: ${(perSecond * 60).toFixed(2)} orders/minute`);
  // requests counted by route template, on more than one instance
  const byInstance = await query('sum by (instance) (mart_http_requests_total{route="/api/v1/customer/order/place"})');
  expect(byInstance.length).toBeGreaterThan(1);
});

test('/readyz fails while the database is down and recovers after', async () => {
  const pg = (action: 'pause' | 'resume') => {
    const script = fileURLToPath(new URL('../../server/scripts/pg-cluster.sh', import.meta.url));
    const r = spawnSync('bash', [script, action, path.join(process.env.MART_SCALE_DIR!, 'pg')], { stdio: 'inherit' });
    expect(r.status).toBe(0);
  };
  pg('pause');
  try {
    for (const api of [a!, b!, c!]) await expect.poll(() => readyz(api), { timeout: 10_000 }).toBe(503);
    expect((await fetch(`${nginx}/healthz`)).status).toBe(200); // the processes are alive, only not ready
  } finally {
    pg('resume');
  }
  for (const api of [a!, b!, c!]) await expect.poll(() => readyz(api), { timeout: 15_000 }).toBe(200);
  expect((await fetch(`${nginx}/api/v1/module`)).status).toBe(200);
});

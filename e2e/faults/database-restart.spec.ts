/**
 * PostgreSQL restarts under load (issue 38.1): two API instances on one PostgreSQL, 10 customers signing up,
 * filling carts and placing cash and digital orders through both with Idempotency-Keys, retrying a 503 as a client
 * would. The database is restarted (`pg_ctl restart -m fast`), then stopped for 4 s. Afterwards: both instances
 * still run, each is ready again within 5 s of the database's return, nothing answered 500 (503 only while the
 * database was away), every order the clients were told of exists, and nothing is half-written.
 */
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { running, startFaultCluster, statusOf, waitForStatus, type FaultCluster } from './cluster';
import { ShopLoad } from './shop-load';

/** The Almaty grocer open around the clock, two items that track stock, enough of them for every order. */
const STORE = 'Маркет «Свежее»';
const ITEMS = ['Морковь', 'Огурцы'];
const STOCK = 100_000;
/** How long after the database's return a 503 may still be answered (each instance notices within a query). */
const RECOVERY_MS = 5_000;

let cluster: FaultCluster;
let moduleId: number;
let lines: { itemId: number; quantity: number }[];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startFaultCluster(0, {
    instances: 2,
    redis: false,
    // sign-ups from one address at the pace of 10 customers; the per-client limit is not what is tested here
    env: { AUTH_RATE_LIMIT: '100000' },
  });
  const items = await query<{ id: number; module_id: number }>(
    `update items i set stock = $1 from stores s
      where s.id = i.store_id and s.name = $2 and i.name = any($3) returning i.id, s.module_id`,
    [STOCK, STORE, ITEMS],
  );
  expect(items).toHaveLength(ITEMS.length);
  moduleId = items[0]!.module_id;
  // 2 × 290 + 2 × 890: above the store's minimum order
  lines = items.map((r) => ({ itemId: r.id, quantity: 2 }));
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** A query on its own connection (a fault cuts every connection open at the time). */
async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs the load, lets `fault` break the database (it resolves when the database is back), measures how soon each
 * instance is ready again, keeps the load going a little, then judges everything the clients saw.
 */
async function underLoad(name: string, fault: () => Promise<void>) {
  const load = new ShopLoad({ apis: cluster.apiUrls, moduleId, lines, workers: 10 });
  load.start();
  await expect.poll(() => load.placed.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
  const placedBefore = load.placed.length;
  const down = Date.now();
  await fault();
  const back = Date.now();
  const ready = await Promise.all(cluster.apiUrls.map((api) => waitForStatus(`${api}/readyz`, 200, RECOVERY_MS)));
  await new Promise((r) => setTimeout(r, 3_000));
  await load.stop();

  const figures = `${name}: database away ${back - down} ms; ready again after ${ready.join(' / ')} ms; ${load.placed.length} orders (${load.placed.length - placedBefore} during and after), ${load.answers.length} answers, ${load.answers.filter((a) => a.status === 503).length} × 503`;
  console.log(figures);
  test.info().annotations.push({ type: name, description: figures });

  // both instances alive, and answering
  expect(cluster.apis.map(running)).toEqual(cluster.apiUrls.map(() => true));
  for (const api of cluster.apiUrls) expect(await statusOf(`${api}/healthz`)).toBe(200);

  // never a 500, never a dropped connection; a 503 only while the database was away, with a retry hint
  const describe = (a: (typeof load.answers)[number]) =>
    `${a.status} ${a.path} via ${a.api} at ${a.startedAt - down} ms: ${a.body.slice(0, 200)}`;
  expect(load.answers.filter((a) => a.status >= 500 && a.status !== 503).map(describe)).toEqual([]);
  expect(load.answers.filter((a) => a.status === 0).map(describe)).toEqual([]);
  const outside = load.answers.filter(
    (a) => a.status === 503 && (a.endedAt < down || a.startedAt > back + RECOVERY_MS),
  );
  expect(outside.map(describe)).toEqual([]);
  for (const a of load.answers.filter((x) => x.status === 503)) {
    expect(JSON.parse(a.body)).toEqual({
      errors: [{ code: 'database_unavailable', message: expect.any(String) }],
      request_id: expect.any(String),
    });
    expect(Number(a.retryAfter)).toBeGreaterThan(0);
  }
  expect(load.problems).toEqual([]);

  // every order a client was told of exists, one per key, with its lines; a digital one with its link
  const ids = load.placed.map((p) => p.orderId);
  expect.soft(new Set(ids).size, 'one order per key').toBe(ids.length);
  const stored = await query<{ id: number; idempotency_key: string; lines: string }>(
    `select o.id, o.idempotency_key, (select count(*) from order_items l where l.order_id = o.id) as lines
       from orders o where o.id = any($1)`,
    [ids],
  );
  const told = load.placed.map((p) => ({ id: p.orderId, idempotency_key: p.key, lines: '2' }));
  expect
    .soft(
      stored.sort((a, b) => a.id - b.id),
      'the orders clients were told of, as stored',
    )
    .toEqual(told.sort((a, b) => a.id - b.id));
  const unpayable = load.placed.filter((p) => p.payment === 'digital_payment' && !p.redirect);
  expect
    .soft(
      unpayable.map((p) => `order ${p.orderId} (key ${p.key}) answered without a payment link`),
      'digital orders answered with no way to pay',
    )
    .toEqual([]);
}

/** Nothing half-written anywhere in the database, whoever wrote it. */
async function expectNothingHalfWritten() {
  expect
    .soft(
      await query(`select id from orders o where not exists (select 1 from order_items l where l.order_id = o.id)`),
      'orders without lines',
    )
    .toEqual([]);
  expect
    .soft(
      await query(
        `select id from orders o where payment_method = 'digital_payment' and not exists
           (select 1 from payment_intents p where p.purpose = 'order' and p.reference_id = o.id::text)`,
      ),
      'digital orders without a payment intent',
    )
    .toEqual([]);
  // the stock moved exactly by what the orders hold
  const stock = await query<{ name: string; stock: number; held: string }>(
    `select i.name, i.stock,
            coalesce((select sum(l.quantity) from order_items l join orders o on o.id = l.order_id
                       where l.item_id = i.id and o.order_status not in ('canceled', 'failed')), 0) as held
       from items i join stores s on s.id = i.store_id where s.name = $1 and i.name = any($2)`,
    [STORE, ITEMS],
  );
  expect(stock).toHaveLength(ITEMS.length);
  for (const row of stock)
    expect
      .soft({ name: row.name, stock: row.stock }, 'stock: the start less what orders hold')
      .toEqual({ name: row.name, stock: STOCK - Number(row.held) });
}

test('pg_ctl restart -m fast under load: both instances live, ready within 5 s, nothing half-written', async () => {
  await underLoad('restart -m fast', () => cluster.postgres('restart'));
  await expectNothingHalfWritten();
});

test('PostgreSQL stopped for 4 s under load: 503 with a retry hint meanwhile, back by itself', async () => {
  await underLoad('stopped 4 s', async () => {
    await cluster.postgres('pause');
    // while it is away each instance is alive but not ready
    for (const api of cluster.apiUrls) {
      await expect.poll(() => statusOf(`${api}/readyz`), { timeout: 3_000, intervals: [50] }).toBe(503);
      expect(await statusOf(`${api}/healthz`)).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 4_000));
    await cluster.postgres('resume');
  });
  await expectNothingHalfWritten();
});

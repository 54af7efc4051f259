/**
 * Benchmark (not a test): requests/s and p50/p99 latency of the hot read endpoints, on PGlite and on PostgreSQL
 * (DATABASE_URL, or a throwaway loopback cluster when Debian's PostgreSQL is installed).
 * Loopback only; each route runs for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10).
 * BENCH_BACKENDS (default `pglite,postgresql`) picks the backends, e.g. `BENCH_BACKENDS=pglite` never starts a cluster.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createDatabase } from '../scripts/pg-database';
import { postgresServer } from './pg-server';
import { buildApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BACKENDS = new Set((process.env.BENCH_BACKENDS ?? 'pglite,postgresql').split(',').map((b) => b.trim()));
for (const backend of BACKENDS)
  if (backend !== 'pglite' && backend !== 'postgresql') throw new Error(`BENCH_BACKENDS: unknown backend ${backend}`);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUTES: [string, string][] = [
  ['config', '/api/v1/config'],
  ['store list', '/api/v1/stores/popular?offset=1&limit=12'],
  ['item details', '/api/v1/items/details/1'],
  ['vehicle search', '/api/v1/rental/vehicle/search?offset=1&limit=12&trip_type=hourly&sort_by=price_low'],
];

/** Store-cart writes: each request is a fresh guest's first line (add), or a prepared guest's order (place). */
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? SECONDS);
const PREPARED_ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
/** noon in Almaty: every demo store is open, so the figures do not depend on the hour the bench runs */
const NOON = (() => {
  const d = new Date();
  d.setUTCHours(7, 0, 0, 0);
  return d;
})();

interface Row {
  backend: string;
  route: string;
  path: string;
  requests_per_sec: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

type Options = Partial<Pick<autocannon.Options, 'method' | 'amount' | 'duration' | 'requests' | 'headers'>>;

async function measure(backend: string, base: string, route: string, path: string, o: Options = {}): Promise<Row> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    ...(o.amount ? {} : { duration: SECONDS }),
    ...o,
    headers: { zoneid: '[1]', 'content-type': 'application/json', ...o.headers },
  });
  return {
    backend,
    route,
    path,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

async function post(base: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', zoneid: '[1]' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** An item without variations that any guest can buy: its stock is lifted so the load never runs it out. */
async function benchItem(db: Db): Promise<number> {
  const item = await db
    .selectFrom('items')
    .select('id')
    .where(sql<boolean>`food_variations = '[]'::jsonb and variations = '[]'::jsonb and choice_options = '[]'::jsonb`)
    .where('maximum_cart_quantity', 'is', null)
    .where('is_prescription_required', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  const id = item?.id ?? 1;
  await db.updateTable('items').set({ stock: 1_000_000_000 }).where('id', '=', id).execute();
  return id;
}

async function benchWrites(backend: string, db: Db, base: string): Promise<Row[]> {
  const itemId = await benchItem(db);
  const run = `${backend}-${Date.now()}`;
  const guests = Array.from({ length: 20_000 }, (_, i) => `bench-${run}-${i}`);
  // guests come from the API's guest route in the page; here they are written directly, in bulk
  for (let i = 0; i < 20_000; i += 1000)
    await db
      .insertInto('guests')
      .values(guests.slice(i, i + 1000).map((id) => ({ id, created_at: new Date() })))
      .execute();
  const rows: Row[] = [];
  let next = 0;
  process.stderr.write(`${backend}: add to cart...\n`);
  rows.push(
    await measure(backend, base, 'add to cart', '/api/v1/customer/cart/add', {
      method: 'POST',
      duration: WRITE_SECONDS,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ item_id: itemId, quantity: 1, guest_id: guests[next++ % 20_000] }),
          }),
        },
      ],
    }),
  );
  process.stderr.write(`${backend}: cart list...\n`);
  rows.push(await measure(backend, base, 'cart list', `/api/v1/customer/cart/list?guest_id=${guests[0]}`));

  // place order: PREPARED_ORDERS guests each with one line in the cart (the first 20 000 guests already have one)
  const quote = (await post(base, '/api/v1/customer/order/quote', {
    guest_id: guests[0],
    order_type: 'take_away',
  })) as { order_amount: number };
  const amount = quote.order_amount;
  let order = 0;
  process.stderr.write(`${backend}: place order...\n`);
  rows.push(
    await measure(backend, base, 'place order', '/api/v1/customer/order/place', {
      method: 'POST',
      amount: Math.min(PREPARED_ORDERS, Math.min(next, 20_000)),
      requests: [
        {
          setupRequest: (req) => {
            const i = order++;
            return {
              ...req,
              body: JSON.stringify({
                guest_id: guests[i],
                order_type: 'take_away',
                payment_method: 'cash_on_delivery',
                contact_phone: '+77011234567',
                order_amount: amount,
                idempotency_key: `bench-${run}-${i}`,
              }),
            };
          },
        },
      ],
    }),
  );
  return rows;
}

async function benchApi(backend: string, db: Db): Promise<Row[]> {
  await prepareDatabase(db, { seed: true });
  const app = await buildApp({ db, clock: { now: () => NOON } });
  const base = await listen(app);
  const rows: Row[] = [];
  for (const [route, path] of ROUTES) {
    process.stderr.write(`${backend}: ${route}...\n`);
    rows.push(await measure(backend, base, route, path));
  }
  rows.push(...(await benchWrites(backend, db, base)));
  await app.close();
  return rows;
}

/** Framework baseline: a bare Fastify route with no database. */
async function benchHello(): Promise<Row> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  const base = await listen(app);
  process.stderr.write('baseline: hello world...\n');
  const row = await measure('fastify', base, 'hello world', '/hello');
  await app.close();
  return row;
}

/** A fresh database on the given server, or on a throwaway cluster when none is given. */
async function postgres(): Promise<{ url: string; cleanup(): Promise<void> } | null> {
  const server = postgresServer();
  if (!server) {
    process.stderr.write('PostgreSQL unavailable: PGlite figures only\n');
    return null;
  }
  const { url, drop } = await createDatabase(server.serverUrl, `mart_bench_${Date.now()}`);
  return {
    url,
    cleanup: async () => {
      await drop();
      server.stop();
    },
  };
}

const rows: Row[] = [await benchHello()];

if (BACKENDS.has('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mart-bench-pglite-'));
  const pglite = await openDatabase({ dataDir });
  rows.push(...(await benchApi('pglite', pglite)));
  await pglite.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

const server = BACKENDS.has('postgresql') ? await postgres() : null;
if (server) {
  const db = await openDatabase({ url: server.url });
  try {
    rows.push(...(await benchApi('postgresql', db)));
  } finally {
    await db.destroy();
    await server.cleanup();
  }
}

console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, loopback\n`);
console.table(rows.map(({ path: _path, ...row }) => row));
console.log(JSON.stringify(rows, null, 2));

/**
 * Benchmark (not a test): requests/s and p50/p99 latency of the hot read endpoints and of the cart/checkout writes
 * (add-to-cart, cart list, place-order), on PGlite and on PostgreSQL (DATABASE_URL, or a throwaway loopback
 * cluster when Debian's PostgreSQL is installed).
 * Loopback only; each route runs for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUTES: [string, string][] = [
  ['config', '/api/v1/config'],
  ['store list', '/api/v1/stores/popular?offset=1&limit=12'],
  ['item details', '/api/v1/items/details/1'],
  ['vehicle search', '/api/v1/rental/vehicle/search?offset=1&limit=12&trip_type=hourly&sort_by=price_low'],
];

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

async function measure(
  backend: string,
  base: string,
  route: string,
  path: string,
  options: Partial<autocannon.Options> = {},
): Promise<Row> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    // a fixed number of requests (amount) or a fixed time
    ...(options.amount ? {} : { duration: SECONDS }),
    headers: { zoneid: '[1]' },
    ...options,
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

async function benchApi(backend: string, db: Db): Promise<Row[]> {
  await prepareDatabase(db, { seed: true });
  const app = await buildApp({ db });
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

const GUESTS = Number(process.env.BENCH_GUESTS ?? 4000);

/**
 * Writes, each on its own guest so every request is a real first add / a real checkout: add-to-cart fills one line
 * per guest, cart list reads one of those carts, place-order checks out the filled carts (cash, take-away).
 */
async function benchWrites(backend: string, db: Db, base: string): Promise<Row[]> {
  // a plain item (no required choices, no prescription, open all day) with stock for every guest
  const { id: itemId } = await db
    .selectFrom('items')
    .select('id')
    .where('status', '=', true)
    .where('is_prescription_required', '=', 0)
    .where('available_time_starts', '=', '00:00:00')
    .where('available_time_ends', '=', '23:59:59')
    .where((eb) => eb(eb.cast('food_variations', 'text'), '=', '[]'))
    .where((eb) => eb(eb.cast('choice_options', 'text'), '=', '[]'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('items').set({ stock: 1_000_000 }).where('id', '=', itemId).execute();
  const run = Date.now().toString(36);
  const guests = Array.from({ length: GUESTS }, (_, i) => `bench-${run}-${i}`);
  for (let i = 0; i < guests.length; i += 500)
    await db
      .insertInto('guests')
      .values(guests.slice(i, i + 500).map((id) => ({ id, created_at: new Date().toISOString() })))
      .execute();
  const json = { 'content-type': 'application/json', zoneid: '[1]' };

  process.stderr.write(`${backend}: add-to-cart...\n`);
  let next = 0;
  const add = await measure(backend, base, 'add-to-cart', '/api/v1/customer/cart/add', {
    method: 'POST',
    headers: json,
    amount: guests.length,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ item_id: itemId, quantity: 1, guest_id: guests[next++ % guests.length] }),
        }),
      },
    ],
  });

  process.stderr.write(`${backend}: cart list...\n`);
  const list = await measure(backend, base, 'cart list', `/api/v1/customer/cart/list?guest_id=${guests[0]}`);

  const quote = await fetch(`${base}/api/v1/customer/order/quote`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ guest_id: guests[0], order_type: 'take_away' }),
  });
  if (!quote.ok) throw new Error(`quote refused: ${quote.status} ${await quote.text()}`);
  const { order_amount } = (await quote.json()) as { order_amount: number };
  // one checkout by hand first: a refused order would make the figures below meaningless
  const placeBody = (guest: string) =>
    JSON.stringify({
      guest_id: guest,
      order_type: 'take_away',
      payment_method: 'cash_on_delivery',
      order_amount,
      idempotency_key: `bench-${guest}`,
    });
  const probe = await fetch(`${base}/api/v1/customer/order/place`, {
    method: 'POST',
    headers: json,
    body: placeBody(guests[0]!),
  });
  if (!probe.ok) throw new Error(`place-order refused: ${probe.status} ${await probe.text()}`);
  process.stderr.write(`${backend}: place-order...\n`);
  next = 0;
  const place = await measure(backend, base, 'place-order', '/api/v1/customer/order/place', {
    method: 'POST',
    headers: json,
    amount: guests.length - 1,
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: placeBody(guests[1 + (next++ % (guests.length - 1))]!) }),
      },
    ],
  });
  return [add, list, place];
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
  let serverUrl = process.env.DATABASE_URL;
  let stopCluster = () => {};
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'mart-bench-pg-'));
    const script = join(import.meta.dirname, '..', 'scripts', 'pg-cluster.sh');
    try {
      serverUrl = execFileSync('bash', [script, 'start', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }).trim();
    } catch {
      process.stderr.write('PostgreSQL unavailable: PGlite figures only\n');
      rmSync(dir, { recursive: true, force: true });
      return null;
    }
    stopCluster = () => void execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
  }
  const name = `mart_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      stopCluster();
    },
  };
}

const rows: Row[] = [await benchHello()];

const dataDir = mkdtempSync(join(tmpdir(), 'mart-bench-pglite-'));
const pglite = await openDatabase({ dataDir });
rows.push(...(await benchApi('pglite', pglite)));
await pglite.destroy();
rmSync(dataDir, { recursive: true, force: true });

const server = await postgres();
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

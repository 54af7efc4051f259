/**
 * Live updates across instances (issue 25): a status changed through instance A reaches a tracking stream opened
 * on instance B, and a catalog write through A clears B's response cache. On PostgreSQL (test:pg) A and B are two
 * apps with their own pools and LISTEN connections on one database; on PGlite one app plays both.
 */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/connect';
import { LiveStatus } from '../src/schemas/live';
import { TestClock } from './api/helpers';
import { ConnectionCutter, LISTEN_APP } from './connection-loss';
import { bearer, placeCashOrder, storeWorld, type StoreWorld } from './store-fixture';

const KEY = 'live-test-operator';
let w: StoreWorld;
let other: { app: FastifyInstance; db: Db | null };
let base: string;

beforeAll(async () => {
  // a clock that stands still: cached settings and responses never expire by time, only a notification clears them
  w = await storeWorld({ operatorKey: KEY, clock: new TestClock(new Date()) });
  const db = w.url ? await openDatabase({ url: w.url }) : null;
  const app = db ? await buildApp({ db, clock: w.app.ctx.clock, catalogCache: { ttlMs: 600_000 } }) : w.app;
  other = { app, db };
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (other.db) {
    await other.app.close();
    await other.db.destroy();
  }
  await w.close();
});

/** Reads server-sent events from a stream until `until` says stop; returns what it read. */
async function readEvents(res: Response, until: (events: unknown[]) => boolean): Promise<unknown[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = chunk.split('\n').find((l) => l.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return events;
}

test("an order's status changed through one instance reaches a tracking stream on another", async () => {
  const id = await placeCashOrder(w, w.users.alice.token);
  const res = await fetch(`${base}/api/v1/customer/order/${id}/live`, { headers: bearer(w.users.alice.token) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reading = readEvents(res, (events) => events.length >= 3);
  // the stream's first event is the status now; then the operator moves it twice through the first instance
  const move = (status: string) =>
    w.app.inject({
      method: 'POST',
      url: `/api/v1/operator/orders/${id}/status`,
      headers: { 'x-operator-key': KEY },
      payload: { status },
    });
  await new Promise((r) => setTimeout(r, 100));
  expect((await move('confirmed')).statusCode).toBe(200);
  expect((await move('processing')).statusCode).toBe(200);
  const events = await reading;
  expect(events).toEqual([
    { id, status: 'pending', payment_status: 'unpaid' },
    { id, status: 'confirmed', payment_status: 'unpaid' },
    { id, status: 'processing', payment_status: 'unpaid' },
  ]);
  // the named schema @mart/api-types gives the client is what the stream sends
  for (const event of events) expect(Value.Check(LiveStatus, event)).toBe(true);
});

test("another customer's or a stranger's stream of an order is not found", async () => {
  const id = await placeCashOrder(w, w.users.alice.token);
  const bob = await fetch(`${base}/api/v1/customer/order/${id}/live`, { headers: bearer(w.users.bob.token) });
  expect(bob.status).toBe(404);
  const guest = await fetch(`${base}/api/v1/customer/order/${id}/live`, { headers: { 'guest-id': w.guestId } });
  expect(guest.status).toBe(404);
  const nobody = await fetch(`${base}/api/v1/customer/message/live`);
  expect(nobody.status).toBe(401);
});

test("a catalog write through one instance clears the other's response cache", async () => {
  const read = async () => {
    const res = await fetch(`${base}/api/v1/items/details/${w.items.milk}`);
    return ((await res.json()) as { price: number }).price;
  };
  const before = await read();
  expect(await read()).toBe(before); // now cached on the second instance (its TTL here is 10 minutes)
  await w.db.updateTable('items').set({ price_minor: 777 }).where('id', '=', w.items.milk).execute();
  let after = before;
  while (after === before) {
    await new Promise((r) => setTimeout(r, 50));
    after = await read();
  }
  expect(after).toBe(7.77);
});

/** Renames an item with triggers off (no change notification), to see whether an instance still serves its entry. */
async function renameSilently(id: number, name: string) {
  await w.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('items').set({ name }).where('id', '=', id).execute();
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test("a stock write through one instance clears only that item's entries on the other", async () => {
  const item = async (id: number) =>
    (await (await fetch(`${base}/api/v1/items/details/${id}`)).json()) as { name: string; stock: number };
  const burger = await item(w.items.burger);
  const pizza = await item(w.items.pizza);
  await renameSilently(w.items.pizza, 'Renamed without a notification');
  expect((await item(w.items.pizza)).name).toBe(pizza.name); // served from the other instance's cache

  await w.db
    .updateTable('items')
    .set({ stock: burger.stock + 5 })
    .where('id', '=', w.items.burger)
    .execute();
  await until(
    () => item(w.items.burger),
    (b) => b.stock === burger.stock + 5,
  );
  // the pizza's entry survived the burger's stock change
  expect((await item(w.items.pizza)).name).toBe(pizza.name);

  // a wishlist entry for the pizza (its wishlist_count) does clear it
  await w.db
    .insertInto('wishlists')
    .values({ user_id: w.users.alice.id, kind: 'item', target_id: w.items.pizza, created_at: new Date() })
    .execute();
  await until(
    () => item(w.items.pizza),
    (p) => p.name === 'Renamed without a notification',
  );
});

test('a settings write through one instance clears the settings the other has read', async () => {
  const footer = async () =>
    ((await (await fetch(`${base}/api/v1/config`)).json()) as { footer_text: string }).footer_text;
  const before = await footer();
  await w.db
    .insertInto('settings')
    .values({ key: 'business', value: JSON.stringify({ footer_text: `${before} (changed)` }) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        value: sql`settings.value || ${JSON.stringify({ footer_text: `${before} (changed)` })}::jsonb`,
      }),
    )
    .execute();
  expect(await until(footer, (f) => f !== before)).toBe(`${before} (changed)`);
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres(
  'a LISTEN connection cut: each instance listens again, clears its caches and re-reads open streams',
  async () => {
    const item = async () =>
      ((await (await fetch(`${base}/api/v1/items/details/${w.items.pizza}`)).json()) as { name: string }).name;
    await item(); // in the second instance's response cache
    const id = await placeCashOrder(w, w.users.alice.token);
    const res = await fetch(`${base}/api/v1/customer/order/${id}/live`, { headers: bearer(w.users.alice.token) });
    const reading = readEvents(res, (events) => events.length >= 3);
    await new Promise((r) => setTimeout(r, 100));
    // changes no notification tells of, as if made while the instance could not hear
    await renameSilently(w.items.pizza, 'Renamed while nobody listened');
    await w.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('orders').set({ order_status: 'confirmed' }).where('id', '=', id).execute();
    });
    const cutter = await ConnectionCutter.open(w.url!);
    try {
      const listening = await cutter.backends(LISTEN_APP);
      expect(listening).toHaveLength(2); // one per instance
      await cutter.terminate(listening);
      // listening again, each instance re-reads: the stream sends the order as it is now, the cache is gone
      await until(item, (name) => name === 'Renamed while nobody listened');
      await until(
        () => cutter.backends(LISTEN_APP),
        (pids) => pids.length === 2 && !pids.some((p) => listening.includes(p)),
      );
    } finally {
      await cutter.close();
    }
    // and hears what comes next
    const moved = await w.app.inject({
      method: 'POST',
      url: `/api/v1/operator/orders/${id}/status`,
      headers: { 'x-operator-key': KEY },
      payload: { status: 'processing' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await reading).toEqual([
      { id, status: 'pending', payment_status: 'unpaid' },
      { id, status: 'confirmed', payment_status: 'unpaid' },
      { id, status: 'processing', payment_status: 'unpaid' },
    ]);
  },
);

/**
 * A request the database cannot serve (issue 38): unreachable, restarting or cut mid-request, it answers 503
 * `database_unavailable` with Retry-After in the request's language — never a 500 — and the instance stays up and
 * serves again once the database is back. On PGlite and PostgreSQL (an unreachable server is a pool aimed at a
 * closed port); cutting a request's own connection (pg_terminate_backend) on PostgreSQL only.
 */
import net from 'node:net';
import { openDatabase } from '../../src/db/connect';
import { SERVER_MESSAGES } from '../../src/messages/catalogue';
import { ConnectionCutter, POOL_APP } from '../connection-loss';
import { bearer, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

let w: StoreWorld;
beforeAll(async () => {
  w = await storeWorld();
});
afterAll(() => w.close());

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const info = (lang = 'en') =>
  w.app.inject({
    method: 'GET',
    url: '/api/v1/customer/info',
    headers: { ...bearer(w.users.alice.token), 'x-localization': lang },
  });
const addMilk = () =>
  w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...zoneHeaders(w), ...bearer(w.users.alice.token) },
    payload: { item_id: w.items.milk, quantity: 1, variation_type: '1L' },
  });
const cartLines = () =>
  w.db.selectFrom('store_cart_items').select(['item_id', 'quantity']).where('user_id', '=', w.users.alice.id).execute();

test('database unreachable: reads and writes answer 503 with Retry-After in each language, then serve again', async () => {
  const unreachable = await openDatabase({ url: `postgres://mart@127.0.0.1:${await closedPort()}/mart` });
  const real = w.app.ctx.db;
  w.app.ctx.db = unreachable;
  try {
    const [en, ru, kz] = SERVER_MESSAGES.service_briefly_unavailable;
    for (const [lang, message] of [
      ['en', en],
      ['ru', ru],
      ['kz', kz],
    ] as const) {
      const res = await info(lang);
      expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({
        status: 503,
        body: { errors: [{ code: 'database_unavailable', message }], request_id: expect.any(String) },
      });
      expect(res.headers['retry-after']).toBe('2');
    }
    const write = await addMilk();
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('2');
    // alive, not ready
    expect((await w.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await w.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  } finally {
    w.app.ctx.db = real;
    await unreachable.destroy();
  }
  expect((await info()).statusCode).toBe(200);
  expect((await w.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
});

onPostgres(
  "a request whose connection is cut answers 503, keeps nothing, and the client's retry succeeds",
  async () => {
    const cutter = await ConnectionCutter.open(w.url!);
    try {
      const before = await cartLines();
      await cutter.lock('store_cart_items');
      const adding = addMilk();
      // every statement the request sends is cut as it comes (a read's one retry included)
      let answered = false;
      void adding.then(() => (answered = true));
      const cut: number[] = [];
      while (!answered) {
        const waiting = (await cutter.backends(POOL_APP, true)).filter((p) => !cut.includes(p));
        if (waiting.length) await cutter.terminate(waiting);
        cut.push(...waiting);
        await new Promise((r) => setTimeout(r, 20));
      }
      await cutter.unlock();
      const res = await adding;
      expect(cut.length).toBeGreaterThan(0);
      expect({ status: res.statusCode, code: (res.json() as { errors: { code: string }[] }).errors[0]!.code }).toEqual({
        status: 503,
        code: 'database_unavailable',
      });
      expect(await cartLines()).toEqual(before);
      expect((await addMilk()).statusCode).toBe(200);
    } finally {
      await cutter.close();
    }
  },
);

onPostgres('a read whose connection is cut mid-query answers 200 from its retry on a fresh connection', async () => {
  expect((await addMilk()).statusCode).toBe(200);
  const cutter = await ConnectionCutter.open(w.url!);
  try {
    await cutter.lock('store_cart_items');
    const listing = w.app.inject({
      method: 'GET',
      url: '/api/v1/customer/cart/list',
      headers: { ...zoneHeaders(w), ...bearer(w.users.alice.token) },
    });
    const first = await cutter.waiter();
    await cutter.terminate([first]);
    await cutter.waiter([first]);
    await cutter.unlock();
    const res = await listing;
    expect(res.statusCode).toBe(200);
    expect((res.json() as { item_id: number }[]).map((line) => line.item_id)).toContain(w.items.milk);
  } finally {
    await cutter.close();
  }
});

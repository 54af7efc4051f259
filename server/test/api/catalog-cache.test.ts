import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { COUNTER_COLUMNS as MIGRATION_COUNTERS } from '../../src/db/migrations/0630_precise_catalog_events';
import { CatalogCache, COUNTER_COLUMNS, catalogWriteOf, writesCatalog } from '../../src/infra/catalog-cache';
import { cacheCatalogReads, installCatalogCache } from '../../src/plugins/catalog-cache';
import { optionalUser } from '../../src/services/accounts/sessions';
import { bearer, call, guestCheckout, newGuest, newUser, plainItem, startApp, type TestApp } from './helpers';
import { requestInfo } from '../../src/plugins/request-info';

/** The cache's own clock (ms); the app clock stays at NOW. */
let now = 0;
let t: TestApp;
const TTL = 5_000;

beforeAll(async () => {
  t = await startApp({ catalogCache: { ttlMs: TTL, now: () => now } });
  // these tests write "behind the API" to prove what the cache serves; the database's change notifications
  // (live-events.test.ts) would clear it at once, so this instance stops listening to them
  await t.app.ctx.live.close();
});
afterAll(() => t.close());
beforeEach(() => {
  // every test starts from an empty cache
  now += 10 * TTL;
});

type Item = { id: number; name: string; stock: number; image_full_url: string; wishlist_count: number };
type StoreList = { total_size: number; stores: { id: number; zone_id: number }[] };

const details = (id = 1, headers: Record<string, string> = {}) =>
  call<Item>(t.app, { method: 'GET', url: `/api/v1/items/details/${id}`, headers });

/** Renames an item behind the API's back (t.db is not the app's ctx.db, so this clears nothing). */
async function renameBehindTheApi(id: number, name: string) {
  await t.db.updateTable('items').set({ name }).where('id', '=', id).execute();
}

describe('catalog response cache', () => {
  it('answers a repeated read from the cache until the TTL runs out', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/items/details/1' });
    expect(first.statusCode).toBe(200);
    await renameBehindTheApi(1, 'Renamed behind the API');
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/items/details/1' });
    // the same bytes: the database (which now says otherwise) was not asked
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    now += TTL;
    expect((await details()).body.name).toBe('Renamed behind the API');
  });

  it('keys on the query, the language, the zoneId and moduleId headers and the host', async () => {
    const page1 = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/stores/popular?offset=1&limit=2' });
    const page2 = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/stores/popular?offset=2&limit=2' });
    expect(page2.body.stores.map((s) => s.id)).not.toEqual(page1.body.stores.map((s) => s.id));

    const zone1 = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/popular',
      headers: { zoneid: '[1]' },
    });
    const zone2 = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/popular',
      headers: { zoneid: '[2]' },
    });
    expect(zone1.body.stores.length).toBeGreaterThan(0);
    expect(zone2.body.stores.length).toBeGreaterThan(0);
    expect(zone1.body.stores.every((s) => s.zone_id === 1)).toBe(true);
    expect(zone2.body.stores.every((s) => s.zone_id === 2)).toBe(true);

    const modules = await Promise.all(
      ['1', '2'].map((moduleid) =>
        call<{ module_id: number }[]>(t.app, { method: 'GET', url: '/api/v1/categories', headers: { moduleid } }),
      ),
    );
    expect(modules[0]!.body.every((c) => c.module_id === 1)).toBe(true);
    expect(modules[1]!.body.every((c) => c.module_id === 2)).toBe(true);

    const ru = await details(1);
    const en = await details(1, { 'x-localization': 'en' });
    const kz = await details(1, { 'x-localization': 'kz' });
    expect(new Set([ru.body.name, en.body.name, kz.body.name]).size).toBe(3);

    const a = await details(1, { host: 'a.example' });
    const b = await details(1, { host: 'b.example' });
    expect(a.body.image_full_url).toMatch(/^http:\/\/a\.example\//);
    expect(b.body.image_full_url).toMatch(/^http:\/\/b\.example\//);
  });

  it('never serves one customer what another customer was answered', async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/wish-list/add?item_id=1',
      headers: bearer(alice.token),
    });
    const wishlist = (token: string) =>
      call<{ item: { id: number }[] }>(t.app, {
        method: 'GET',
        url: '/api/v1/customer/wish-list',
        headers: bearer(token),
      });
    expect((await wishlist(alice.token)).body.item.map((i) => i.id)).toEqual([1]);
    expect((await wishlist(bob.token)).body.item).toEqual([]);
    // and a guest's cart is the guest's
    const [g1, g2] = [await newGuest(t.app), await newGuest(t.app)];
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      payload: { item_id: await plainItem(t.db), quantity: 1, guest_id: g1 },
    });
    expect(added.status).toBe(200);
    const cart = (g: string) =>
      call<unknown[]>(t.app, { method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${g}` });
    expect((await cart(g1)).body).toHaveLength(1);
    expect((await cart(g2)).body).toHaveLength(0);
  });

  it('does not keep a response whose handler looked at who is asking', async () => {
    const cache = new CatalogCache({ ttlMs: TTL });
    const app = Fastify();
    app.decorate('ctx', { ...(t.app as unknown as { ctx: AppContext }).ctx, publicUrl: undefined });
    installCatalogCache(app, cache);
    await app.register(requestInfo);
    let calls = 0;
    await app.register(async (scope) => {
      cacheCatalogReads(scope);
      scope.get('/public', async () => ({ calls: ++calls }));
      scope.get('/personal', async (request) => ({
        calls: ++calls,
        user: (await optionalUser(scope.ctx, request.info))?.id,
      }));
    });
    const user = await newUser(t.app);
    const get = async (url: string, headers = {}) => JSON.parse((await app.inject({ url, headers })).body);
    expect(await get('/public')).toEqual({ calls: 1 });
    expect(await get('/public')).toEqual({ calls: 1 });
    expect((await get('/personal', bearer(user.token))).user).toBe(user.id);
    // another caller (no token) must not get the signed-in customer's answer
    expect(await get('/personal')).toEqual({ calls: 3 });
    expect(cache.size).toBe(1);
    await app.close();
  });

  it('is cleared by a write that changes catalog data, and kept by one that does not', async () => {
    const itemId = await plainItem(t.db);
    await details(itemId);
    await renameBehindTheApi(itemId, 'Kept over a cart write');
    // a cart line is private data: the cached item stays
    const guestId = await newGuest(t.app);
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      payload: { item_id: itemId, quantity: 1, guest_id: guestId },
    });
    expect(added.status).toBe(200);
    const cached = await details(itemId);
    expect(cached.body.name).not.toBe('Kept over a cart write');

    // placing the order reserves stock (items, stores): the next read is fresh
    const placed = await guestCheckout(t.app, guestId, 'catalog-cache-test');
    expect(placed.status).toBe(200);
    const fresh = await details(itemId);
    expect(fresh.body.name).toBe('Kept over a cart write');
    expect(fresh.body.stock).toBe(cached.body.stock - 1);
  });

  it('prices a cart line from the item as served, and from the new price once a catalog write clears it', async () => {
    const itemId = await plainItem(t.db);
    const guestId = await newGuest(t.app);
    const add = (price: number) =>
      call<{ price: number }[]>(t.app, {
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        payload: { item_id: itemId, quantity: 1, guest_id: guestId, price },
      });
    const price = (await details(itemId)).body as unknown as { price: number };
    expect((await add(price.price)).status).toBe(200);
    // a change the app made (its ctx.db carries the invalidating plugin): the next add reads the new price
    const ctx = (t.app as unknown as { ctx: AppContext }).ctx;
    await ctx.db
      .updateTable('items')
      .set({ price_minor: sql<number>`price_minor + 100` })
      .where('id', '=', itemId)
      .execute();
    const stale = await add(price.price);
    expect(stale.status).toBe(409);
    const fresh = await add(price.price + 1);
    expect(fresh.status).toBe(200);
    expect(fresh.body[0]!.price).toBe(price.price + 1);
  });

  it('shows a new wishlist entry in wishlist_count at once', async () => {
    const before = (await details(2)).body.wishlist_count;
    const user = await newUser(t.app);
    await call(t.app, { method: 'POST', url: '/api/v1/customer/wish-list/add?item_id=2', headers: bearer(user.token) });
    expect((await details(2)).body.wishlist_count).toBe(before + 1);
  });

  it("clears only the ordered item's entries when an order takes its stock", async () => {
    const ordered = await plainItem(t.db);
    const other = await plainItem(t.db, ordered);
    const before = await details(ordered);
    await details(other);
    await renameBehindTheApi(other, 'Kept over an order of another item');
    const guestId = await newGuest(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      payload: { item_id: ordered, quantity: 1, guest_id: guestId },
    });
    const placed = await guestCheckout(t.app, guestId, 'catalog-cache-precise');
    expect(placed.status).toBe(200);
    expect((await details(ordered)).body.stock).toBe(before.body.stock - 1);
    expect((await details(other)).body.name).not.toBe('Kept over an order of another item');
  });

  it('with a TTL of 0 answers every read from the database', async () => {
    const app = await buildApp({ db: t.db, clock: t.clock, catalogCache: { ttlMs: 0 } });
    try {
      const read = async () => JSON.parse((await app.inject({ url: '/api/v1/items/details/3' })).body).name;
      await read();
      await renameBehindTheApi(3, 'Uncached rename');
      expect(await read()).toBe('Uncached rename');
    } finally {
      await app.close();
    }
  });
});

describe('CatalogCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new CatalogCache({ ttlMs: TTL, maxEntries: 2, now: () => 0 });
    cache.set('a', 'A', 'application/json', cache.generation);
    cache.set('b', 'B', 'application/json', cache.generation);
    expect(cache.get('a')?.body).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 'application/json', cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('A');
    expect(cache.get('c')?.body).toBe('C');
  });

  it('bounds the bytes it keeps', () => {
    const cache = new CatalogCache({ ttlMs: TTL, maxBytes: 10, now: () => 0 });
    cache.set('a', '123456', 'application/json', cache.generation);
    cache.set('b', '123456', 'application/json', cache.generation);
    expect(cache.size).toBe(1);
    expect(cache.get('b')?.body).toBe('123456');
    expect(cache.set('big', '12345678901', 'application/json', cache.generation)).toBe(false);
  });

  it('refuses a body read before an invalidation', () => {
    const cache = new CatalogCache({ ttlMs: TTL, now: () => 0 });
    const generation = cache.generation;
    cache.invalidate();
    expect(cache.set('a', 'old rows', 'application/json', generation)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a row it read until the TTL, an invalidation or the entry limit drops it', async () => {
    let clock = 0;
    const cache = new CatalogCache({ ttlMs: TTL, maxEntries: 2, now: () => clock });
    let reads = 0;
    const load = async () => ({ reads: ++reads });
    expect(await cache.row('a', load)).toEqual({ reads: 1 });
    expect(await cache.row('a', load)).toEqual({ reads: 1 });
    clock += TTL;
    expect(await cache.row('a', load)).toEqual({ reads: 2 });
    cache.invalidate();
    expect(await cache.row('a', load)).toEqual({ reads: 3 });
    await cache.row('b', load);
    await cache.row('c', load);
    expect(await cache.row('a', load)).toEqual({ reads: 6 });
  });

  it('does not keep a row whose read overlapped an invalidation', async () => {
    const cache = new CatalogCache({ ttlMs: TTL, now: () => 0 });
    let reads = 0;
    const first = await cache.row('a', async () => {
      cache.invalidate(); // a catalog write committed while this read ran
      return ++reads;
    });
    expect(first).toBe(1);
    expect(await cache.row('a', async () => ++reads)).toBe(2);
    expect(await new CatalogCache({ ttlMs: 0 }).row('a', async () => ++reads)).toBe(3);
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new CatalogCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.set('a', 'A', 'application/json', cache.generation)).toBe(false);
  });

  it('clears by tag only the entries showing that item, store or vehicle', () => {
    const cache = new CatalogCache({ ttlMs: TTL, now: () => 0 });
    const item = (id: number, extra = {}) => ({ id, store_id: 1, stock: 3, wishlist_count: 0, ...extra });
    cache.set('list', JSON.stringify({ products: [item(1), item(2)] }), 'application/json', cache.generation);
    cache.set('three', JSON.stringify(item(3)), 'application/json', cache.generation);
    cache.set('store', JSON.stringify({ id: 1, module_id: 1, wishlist_count: 0 }), 'application/json', 0);
    cache.set('campaign', JSON.stringify([item(9, { is_campaign: true })]), 'application/json', cache.generation);
    cache.invalidate(['items:2']);
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('campaign')).toBeUndefined(); // a campaign item's id is not its item's: any stock write
    expect(cache.get('three')).toBeDefined();
    expect(cache.get('store')).toBeDefined(); // store 1 is not item 1
    // a body read before a write of its item is not stored; one read before another item's write is
    const generation = cache.generation;
    cache.invalidate(['items:3']);
    expect(cache.set('three', JSON.stringify(item(3)), 'application/json', generation)).toBe(false);
    expect(cache.set('list', JSON.stringify([item(1)]), 'application/json', generation)).toBe(true);
  });

  it('tells what a write changes: everything, a few rows by id, or nothing', () => {
    const db = t.db;
    expect(catalogWriteOf(db.updateTable('items').set({ stock: 1 }).where('id', '=', 5).toOperationNode())).toEqual([
      'items:5',
    ]);
    expect(
      catalogWriteOf(
        db
          .updateTable('stores')
          .set({ order_count: sql<number>`order_count + 1` })
          .where('id', 'in', [2, 3])
          .toOperationNode(),
      ),
    ).toEqual(['stores:2', 'stores:3']);
    // a counter update with no id, or one that also changes another column, may change any list
    expect(catalogWriteOf(db.updateTable('items').set({ stock: 1 }).toOperationNode())).toBe('all');
    expect(
      catalogWriteOf(db.updateTable('items').set({ stock: 1, name: 'x' }).where('id', '=', 5).toOperationNode()),
    ).toBe('all');
    expect(
      catalogWriteOf(
        db.insertInto('wishlists').values({ user_id: 1, kind: 'provider', target_id: 4 }).toOperationNode(),
      ),
    ).toEqual(['stores:4']);
    expect(
      catalogWriteOf(
        db
          .deleteFrom('wishlists')
          .where('user_id', '=', 1)
          .where('kind', '=', 'vehicle')
          .where('target_id', '=', 7)
          .toOperationNode(),
      ),
    ).toEqual(['vehicles:7']);
    expect(catalogWriteOf(db.deleteFrom('wishlists').where('user_id', '=', 1).toOperationNode())).toBe('all');
    expect(catalogWriteOf(db.updateTable('orders').set({ order_status: 'confirmed' }).toOperationNode())).toBeNull();
  });

  it("keeps the triggers' counter columns in step with the cache's", () => {
    expect(MIGRATION_COUNTERS).toEqual(COUNTER_COLUMNS);
  });

  it('tells catalog writes from private ones', () => {
    const db = t.db;
    expect(writesCatalog(db.updateTable('items').set({ stock: 1 }).toOperationNode())).toBe(true);
    expect(
      writesCatalog(db.insertInto('wishlists').values({ user_id: 1, kind: 'item', target_id: 1 }).toOperationNode()),
    ).toBe(true);
    expect(writesCatalog(db.deleteFrom('reviews').toOperationNode())).toBe(true);
    expect(writesCatalog(db.deleteFrom('users').toOperationNode())).toBe(true); // cascades to wishlists
    expect(writesCatalog(db.updateTable('users').set({ f_name: 'x' }).toOperationNode())).toBe(false);
    expect(writesCatalog(db.deleteFrom('store_cart_items').toOperationNode())).toBe(false);
    expect(writesCatalog(db.insertInto('guests').values({ id: 'g', created_at: new Date() }).toOperationNode())).toBe(
      false,
    );
    expect(writesCatalog(db.selectFrom('items').selectAll().toOperationNode())).toBe(false);
    expect(writesCatalog(sql`update items set stock = 1`.toOperationNode())).toBe(true);
  });
});

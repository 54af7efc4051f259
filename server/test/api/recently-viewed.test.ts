// Issue 41: recently viewed items and vehicles — a customer's list on the server (never another's), a guest's
// device list shown from public ids and merged at sign-in; malformed input is a 400.
import { call, firstError, newUser, postAs, startApp, type TestApp } from './helpers';

interface Viewed {
  items: { id: number; name: string }[];
  vehicles: { id: number }[];
}

let t: TestApp;
let items: number[];
let vehicle: number;
let food: number;
beforeAll(async () => {
  t = await startApp();
  food = (await t.db.selectFrom('modules').select('id').where('module_type', '=', 'food').executeTakeFirstOrThrow()).id;
  const candidates = (
    await t.db
      .selectFrom('items')
      .select('id')
      .where('module_id', '=', food)
      .where('status', '=', true)
      .orderBy('id')
      .limit(24)
      .execute()
  ).map((r) => r.id);
  // the listed ones (an item of a closed store is not shown), as the public route says
  items = [];
  for (const batch of [candidates.slice(0, 12), candidates.slice(12)]) {
    const res = await call<Viewed>(t.app, { method: 'GET', url: `/api/v1/recently-viewed?items=${batch.join(',')}` });
    items.push(...res.body.items.map((i) => i.id));
  }
  expect(items.length).toBeGreaterThanOrEqual(14);
  vehicle = (
    await t.db.selectFrom('vehicles').select('id').where('status', '=', true).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const record = (token: string, views: Record<string, unknown>[]) =>
  postAs(t.app, '/api/v1/customer/recently-viewed', token, { views });
const list = (token: string, moduleId?: number) =>
  call<Viewed>(t.app, {
    method: 'GET',
    url: '/api/v1/customer/recently-viewed',
    headers: { authorization: `Bearer ${token}`, ...(moduleId ? { moduleId: String(moduleId) } : {}) },
  });

test('views are kept newest first, each once, at most 12 items', async () => {
  const { token } = await newUser(t.app);
  for (const [i, id] of items.slice(0, 14).entries()) {
    t.clock.advance(1000 * (i + 1));
    expect((await record(token, [{ kind: 'item', id }])).status).toBe(204);
  }
  t.clock.advance(1000);
  await record(token, [{ kind: 'item', id: items[5]! }]);
  const res = await list(token);
  expect(res.status).toBe(200);
  const ids = res.body.items.map((i) => i.id);
  expect(ids).toHaveLength(12);
  expect(ids[0]).toBe(items[5]);
  expect(ids[1]).toBe(items[13]);
  expect(new Set(ids).size).toBe(12);
  expect(ids).not.toContain(items[0]);
});

test("another customer never sees the list, and a guest can't write one", async () => {
  const a = await newUser(t.app);
  const b = await newUser(t.app);
  await record(a.token, [{ kind: 'item', id: items[0]! }]);
  expect((await list(b.token)).body.items).toEqual([]);
  const guest = await call(t.app, {
    method: 'POST',
    url: '/api/v1/customer/recently-viewed',
    payload: { views: [{ kind: 'item', id: items[0] }] },
  });
  expect(guest.status).toBe(401);
});

test("a guest's device list merges at sign-in, keeping the newer view", async () => {
  const { token } = await newUser(t.app);
  const now = t.clock.now().getTime();
  await record(token, [{ kind: 'item', id: items[1]! }]);
  const merged = await record(token, [
    { kind: 'item', id: items[2]!, at: now - 60_000 },
    { kind: 'vehicle', id: vehicle, at: now - 30_000 },
  ]);
  expect(merged.status).toBe(204);
  const res = await list(token);
  expect(res.body.items.map((i) => i.id)).toEqual([items[1], items[2]]);
  expect(res.body.vehicles.map((v) => v.id)).toEqual([vehicle]);
  // the module header keeps the food module's items only
  expect((await list(token, food)).body.vehicles).toEqual([]);
});

test("a device's ids come back as cards in the request language and order", async () => {
  const res = await call<Viewed>(t.app, {
    method: 'GET',
    url: `/api/v1/recently-viewed?items=${items[3]},${items[0]}&vehicles=${vehicle}`,
    headers: { 'x-localization': 'en' },
  });
  expect(res.status).toBe(200);
  expect(res.body.items.map((i) => i.id)).toEqual([items[3], items[0]]);
  expect(res.body.vehicles.map((v) => v.id)).toEqual([vehicle]);
  const unknown = await call<Viewed>(t.app, { method: 'GET', url: '/api/v1/recently-viewed?items=999999999' });
  expect(unknown.body.items).toEqual([]);
});

test.each([
  ['items=1,,2'],
  ['items=abc'],
  ['items=0'],
  [`items=${Array.from({ length: 13 }, (_, i) => i + 1).join(',')}`],
  ['vehicles=1;2'],
])('GET ?%s is a 400', async (query) => {
  const res = await call(t.app, { method: 'GET', url: `/api/v1/recently-viewed?${query}` });
  expect(res.status).toBe(400);
  expect(firstError(res.body)?.message).toBeTruthy();
});

test.each([
  [{ views: [] }],
  [{ views: [{ kind: 'store', id: 1 }] }],
  [{ views: [{ kind: 'item', id: -1 }] }],
  [{ views: Array.from({ length: 25 }, (_, i) => ({ kind: 'item', id: i + 1 })) }],
  [{ nothing: true }],
])('POST %j is a 400', async (payload) => {
  const { token } = await newUser(t.app);
  const res = await postAs(t.app, '/api/v1/customer/recently-viewed', token, payload);
  expect(res.status).toBe(400);
});

test('a view dated in the future is kept as now', async () => {
  const { token } = await newUser(t.app);
  await record(token, [{ kind: 'item', id: items[4]!, at: t.clock.now().getTime() + 86_400_000 }]);
  const stored = await t.db.selectFrom('recently_viewed').select('viewed_at').where('ref_id', '=', items[4]!).execute();
  for (const row of stored) expect(new Date(row.viewed_at).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
});

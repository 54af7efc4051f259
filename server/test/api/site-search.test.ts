// Issue 41, site search: Russian, Kazakh, English and Latin spellings of a dish meet, endings and one typo are
// forgiven, results are the module's, malformed queries are a 4xx; PostgreSQL (test:pg) answers as PGlite does.
import { call, firstError, startApp, type TestApp } from './helpers';

interface Named {
  id: number;
  name: string;
}
interface Found {
  stores: Named[];
  items: (Named & { store_id: number })[];
  vehicles: Named[];
}

let t: TestApp;
/** always embedded: under test:pg `t` runs on PostgreSQL and this one on PGlite, and they must agree */
let embedded: TestApp;
let food: number;
let rental: number;
let burger: number;
beforeAll(async () => {
  t = await startApp();
  embedded = process.env.DATABASE_URL ? await startApp({}, { embedded: true }) : t;
  const moduleId = async (type: string) =>
    (await t.db.selectFrom('modules').select('id').where('module_type', '=', type).executeTakeFirstOrThrow()).id;
  food = await moduleId('food');
  rental = await moduleId('rental');
  burger = (
    await t.db.selectFrom('items').select('id').where('name', '=', 'Классический бургер').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  if (embedded !== t) await embedded.close();
});

const search = (on: TestApp, q: string, moduleId: number, lang = 'ru', extra = '') =>
  call<Found>(on.app, {
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { 'x-localization': lang, moduleId: String(moduleId) },
  });

test.each([
  ['бургер', 'ru'],
  ['бургерлер', 'kz'],
  ['burger', 'en'],
  ['burgers', 'en'],
  ['burgr', 'en'],
  ['бургр', 'ru'],
  ['Бургеры', 'ru'],
])('"%s" finds the classic burger (%s)', async (q, lang) => {
  const res = await search(t, q, food, lang);
  expect(res.status).toBe(200);
  expect(res.body.items.map((i) => i.id)).toContain(burger);
  // every item found is a burger of some kind, in the request's language
  const word = { ru: 'бургер', kz: 'бургер', en: 'burger' }[lang]!;
  for (const item of res.body.items) expect(item.name.toLowerCase()).toContain(word);
});

test('the name comes in the request language', async () => {
  const names = async (lang: string) =>
    (await search(t, 'burgr', food, lang)).body.items.find((i) => i.id === burger)?.name;
  expect(await names('ru')).toBe('Классический бургер');
  expect(await names('en')).toBe('Classic burger');
  expect(await names('kz')).toBe('Классикалық бургер');
});

test('stores are found by name too, and words that match nothing find nothing', async () => {
  const res = await search(t, 'бургерная', food);
  expect(res.body.stores.length).toBeGreaterThan(0);
  const none = await search(t, 'зzqxv qwzzy', food);
  expect(none.status).toBe(200);
  expect(none.body).toEqual({ stores: [], items: [], vehicles: [] });
});

test('two typos are not forgiven', async () => {
  const res = await search(t, 'brgr', food);
  expect(res.body.items.map((i) => i.id)).not.toContain(burger);
});

test("another module's catalog is not searched: a burger is not in the rental module", async () => {
  const res = await search(t, 'burger', rental);
  expect(res.body.items).toEqual([]);
});

test('vehicles are found in the rental module, in Cyrillic and Latin', async () => {
  const vehicle = await t.db
    .selectFrom('vehicles')
    .select(['id', 'name'])
    .where('module_id', '=', rental)
    .where('status', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const word = vehicle.name.split(' ')[0]!;
  const res = await search(t, word, rental);
  expect(res.body.vehicles.map((v) => v.id)).toContain(vehicle.id);
});

test('limit caps each group', async () => {
  const res = await search(t, 'бургер', food, 'ru', '&limit=1');
  expect(res.body.items).toHaveLength(1);
});

test('a query with a control character is a 400 about q', async () => {
  const res = await search(t, 'бур\u0000гер', food);
  expect(res.status).toBe(400);
  expect(firstError(res.body)?.code).toBe('q');
});

test.each([
  ['empty', ''],
  ['too long', 'б'.repeat(101)],
])('a malformed query (%s) is a 400 in the request language', async (_name, q) => {
  const ru = await search(t, q, food, 'ru');
  expect(ru.status).toBe(400);
  expect(JSON.stringify(ru.body)).toContain('Запрос поиска');
  const en = await search(t, q, food, 'en');
  expect(en.status).toBe(400);
  expect(JSON.stringify(en.body)).toContain('q must be 1 to 100 characters');
});

test.each(['0', '21', 'x', '1.5'])('limit=%s is a 400', async (limit) => {
  const res = await search(t, 'бургер', food, 'ru', `&limit=${limit}`);
  expect(res.status).toBe(400);
});

test('a query of punctuation only or of many words answers, never a 500', async () => {
  for (const q of ['%%%', '_', "' or 1=1 --", 'бургер '.repeat(14).trim(), '🍔', 'ǅ\u0301\u0301\u0301'])
    expect((await search(t, q, food)).status).toBe(200);
});

test('PostgreSQL and PGlite give the same answers', async () => {
  for (const q of ['бургер', 'burgr', 'бургерлер', 'пицца', 'piza', 'кофе', 'нур', 'a'])
    for (const moduleId of [food, rental]) {
      const ids = (f: Found) => [f.stores, f.items, f.vehicles].map((g) => g.map((x) => x.id));
      expect(ids((await search(t, q, moduleId)).body)).toEqual(ids((await search(embedded, q, moduleId)).body));
    }
});

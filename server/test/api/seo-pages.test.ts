// Issue 41: what the page server learns about a page from the API — its status (404 unknown, 410 removed, 301
// moved) and its head (title in the page's language, canonical, language addresses, JSON-LD with schema.org's
// required fields) — and the sitemap's catalog.
import { missingJsonLdFields, type JsonLd } from '@mart/domain';
import { call, startApp, type TestApp } from './helpers';

/** the primary storefront origin (CORS_ORIGINS' default): canonical addresses are on it */
const SITE = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Head {
  title: string;
  description: string;
  image: string | null;
  canonical: string;
  alternates: Record<'ru' | 'kz' | 'en', string>;
  jsonLd: JsonLd[];
}
interface Answer {
  status: number;
  location?: string;
  head?: Head;
}

const page = (path: string, lang = 'ru') =>
  call<Answer>(t.app, {
    method: 'GET',
    url: `/api/v1/seo/page?path=${encodeURIComponent(path)}`,
    headers: { 'x-localization': lang },
  });

const types = (head: Head | undefined) => (head?.jsonLd ?? []).flatMap((n) => ([] as string[]).concat(n['@type']));

/** The first listed row of a table; for stores, of a module type. */
async function anyRow(table: 'items' | 'stores', moduleType?: string): Promise<number> {
  let q = t.db.selectFrom(table).select(['id']).where('status', '=', true);
  if (moduleType)
    q = q.where('module_id', 'in', t.db.selectFrom('modules').select('id').where('module_type', '=', moduleType));
  return (await q.orderBy('id').executeTakeFirstOrThrow()).id;
}

test('a dish is titled dish — store — site in each language, with Product, Offer, rating and breadcrumbs', async () => {
  const burger = await t.db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .select(['items.id', 'items.name', 'items.i18n', 'stores.name as store', 'stores.i18n as store_i18n'])
    .where('items.status', '=', true)
    .where('items.rating_count', '>', 0)
    .orderBy('items.id')
    .executeTakeFirstOrThrow();
  const ru = await page(`/product/${burger.id}`);
  expect(ru.status).toBe(200);
  expect(ru.body.status).toBe(200);
  expect(ru.body.head!.title).toBe(`${burger.name} — ${burger.store} — Mart`);
  const en = await page(`/product/${burger.id}`, 'en');
  const enName = (burger.i18n as { en?: { name?: string } }).en?.name ?? burger.name;
  expect(en.body.head!.title.startsWith(`${enName} — `)).toBe(true);
  expect(en.body.head!.canonical).toBe(`${SITE}/product/${burger.id}?lang=en`);
  expect(ru.body.head!.canonical).toBe(`${SITE}/product/${burger.id}`);
  expect(ru.body.head!.alternates).toEqual({
    ru: `${SITE}/product/${burger.id}`,
    kz: `${SITE}/product/${burger.id}?lang=kz`,
    en: `${SITE}/product/${burger.id}?lang=en`,
  });
  expect(types(ru.body.head)).toEqual(['Product', 'BreadcrumbList']);
  const product = ru.body.head!.jsonLd[0]!;
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'KZT' });
  expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
  expect(missingJsonLdFields(ru.body.head!.jsonLd)).toEqual([]);
  expect(ru.body.head!.description.length).toBeGreaterThan(0);
});

test('every page type has complete JSON-LD: store, provider, vehicle, home, category', async () => {
  const store = await anyRow('stores', 'food');
  const pharmacy = await anyRow('stores', 'pharmacy');
  const vehicle = await t.db
    .selectFrom('vehicles')
    .innerJoin('modules', 'modules.id', 'vehicles.module_id')
    .select(['vehicles.id', 'vehicles.provider_id', 'modules.module_type'])
    .where('vehicles.status', '=', true)
    .where('modules.module_type', '=', 'rental')
    .orderBy('vehicles.id')
    .executeTakeFirstOrThrow();
  const cases: [string, string[]][] = [
    [`/store/${store}`, ['Restaurant', 'BreadcrumbList']],
    [`/store/${pharmacy}`, ['Pharmacy', 'BreadcrumbList']],
    [`/rental/vehicle-details/${vehicle.id}`, ['Product', 'Car', 'BreadcrumbList']],
    [`/rental/provider-details/${vehicle.provider_id}`, ['AutoRental', 'BreadcrumbList']],
    ['/', ['Organization', 'WebSite']],
  ];
  for (const [path, want] of cases) {
    for (const lang of ['ru', 'kz', 'en']) {
      const { body } = await page(path, lang);
      expect({ path, status: body.status }).toEqual({ path, status: 200 });
      expect(types(body.head)).toEqual(want);
      expect({ path, missing: missingJsonLdFields(body.head!.jsonLd) }).toEqual({ path, missing: [] });
    }
  }
  const site = (await page('/')).body.head!.jsonLd.find((n) => n['@type'] === 'WebSite')!;
  expect(JSON.stringify(site.potentialAction)).toContain('/search?q={search_term_string}');
  const shop = (await page(`/store/${store}`)).body.head!.jsonLd[0]!;
  expect(shop).toMatchObject({
    address: { '@type': 'PostalAddress' },
    geo: { '@type': 'GeoCoordinates' },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification' },
  });
});

test('the checker finds a missing required field', () => {
  expect(missingJsonLdFields({ '@type': 'Product', name: 'x', offers: { '@type': 'Offer', price: '1.00' } })).toEqual([
    '.offers.priceCurrency',
    '.offers.availability',
  ]);
});

test('unknown ids are 404, removed ones 410, a slug or a trailing slash moves (301)', async () => {
  expect((await page('/product/999999999')).body.status).toBe(404);
  expect((await page('/store/999999')).body.status).toBe(404);
  expect((await page('/rental/vehicle-details/999999')).body.status).toBe(404);
  const item = await anyRow('items');
  await t.db.updateTable('items').set({ status: false }).where('id', '=', item).execute();
  try {
    const gone = await page(`/product/${item}`, 'kz');
    expect(gone.body.status).toBe(410);
    expect(gone.body.head!.title).toBe('Енді сатылмайды — Mart');
  } finally {
    await t.db.updateTable('items').set({ status: true }).where('id', '=', item).execute();
  }
  const store = await t.db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('status', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  expect((await page(`/store/${store.slug}?module_id=1`)).body).toEqual({
    status: 301,
    location: `/store/${store.id}?module_id=1`,
  });
  expect((await page(`/product/${item}/`)).body).toEqual({ status: 301, location: `/product/${item}` });
});

test('a path that is not a page path is a clear 400', async () => {
  for (const path of ['no-slash', '/with space', `/${'a'.repeat(600)}`]) {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/seo/page?path=${encodeURIComponent(path)}` });
    expect(res.status).toBe(400);
  }
  expect((await call(t.app, { method: 'GET', url: '/api/v1/seo/page' })).status).toBe(400);
});

test('the sitemap names every listed store, item and vehicle per active module, with last changes', async () => {
  const { status, body } = await call<{
    site: string;
    modules: { id: number; module_type: string; lastmod: string; pages: { path: string; lastmod: string }[] }[];
  }>(t.app, { method: 'GET', url: '/api/v1/seo/sitemap' });
  expect(status).toBe(200);
  expect(body.site).toBe(SITE);
  const paths = body.modules.flatMap((m) => m.pages.map((p) => p.path));
  const items = await t.db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .select('items.id')
    .where('items.status', '=', true)
    .where('stores.status', '=', true)
    .execute();
  for (const i of items) expect(paths).toContain(`/product/${i.id}`);
  expect(paths.some((p) => /^\/rental\/vehicle-details\/\d+$/.test(p))).toBe(true);
  for (const m of body.modules) {
    expect(m.pages[0]!.path).toBe(`/home?module_id=${m.id}`);
    expect(Number.isNaN(Date.parse(m.lastmod))).toBe(false);
  }
});

test('the search results page is titled in each language and asks not to be indexed', async () => {
  for (const [lang, word] of [
    ['ru', 'Поиск'],
    ['en', 'Search'],
  ] as const) {
    const res = await page('/search?q=burger', lang);
    expect(res.status).toBe(200);
    expect(res.body.head?.title).toContain(word);
    expect((res.body.head as { noindex?: boolean } | undefined)?.noindex).toBe(true);
  }
  expect((await page('/modules')).body.head).not.toHaveProperty('noindex');
});

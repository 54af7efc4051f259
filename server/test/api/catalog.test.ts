import { call, firstError, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { id: number; name: string; price: number; veg: number; store_id: number };
interface ItemList {
  total_size: number;
  limit: number;
  offset: number;
  products: Item[];
}

/** SPEC §3 Item fields: every one must be present on every item. */
const ITEM_FIELDS = [
  'id',
  'slug',
  'name',
  'description',
  'price',
  'discount',
  'discount_type',
  'store_discount',
  'store_id',
  'store_name',
  'zone_id',
  'module_id',
  'module_type',
  'image_full_url',
  'images_full_url',
  'avg_rating',
  'rating_count',
  'stock',
  'unit_type',
  'veg',
  'is_halal',
  'halal_tag_status',
  'organic',
  'recommended',
  'generic_name',
  'nutritions_name',
  'allergies_name',
  'tags',
  'category_ids',
  'add_ons',
  'choice_options',
  'variations',
  'food_variations',
  'available_time_starts',
  'available_time_ends',
  'available_date_starts',
  'schedule_order',
  'maximum_cart_quantity',
  'is_prescription_required',
  'wishlist_count',
];

describe('categories', () => {
  it('GET /api/v1/categories gives the tree with childes and counts', async () => {
    const { status, body } = await call<
      { id: number; name: string; childes: { parent_id: number }[]; products_count: number }[]
    >(t.app, {
      method: 'GET',
      url: '/api/v1/categories',
    });
    expect(status).toBe(200);
    const burgers = body.find((c) => c.name === 'Бургеры')!;
    expect(burgers.childes).toHaveLength(2);
    expect(burgers.childes.every((c) => c.parent_id === burgers.id)).toBe(true);
    expect(burgers.products_count).toBeGreaterThan(0);
  });

  it('filters the tree by the moduleId header', async () => {
    const { body } = await call<{ module_id: number }[]>(t.app, {
      method: 'GET',
      url: '/api/v1/categories',
      headers: { moduleid: '3' },
    });
    // pain relief & antibiotics, vitamins, and the city catalog's cold & flu, first aid, personal care
    expect(body.length).toBe(5);
    expect(body.every((c) => c.module_id === 3)).toBe(true);
  });

  it('GET /api/v1/categories/:id and childes, 404 and 400', async () => {
    const one = await call<{ name: string; childes: unknown[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/categories/1',
      headers: { 'x-localization': 'en' },
    });
    expect(one.body.name).toBe('Burgers');
    expect(one.body.childes).toHaveLength(2);
    const kids = await call<unknown[]>(t.app, { method: 'GET', url: '/api/v1/categories/childes/1' });
    expect(kids.body).toHaveLength(2);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/categories/9999' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/categories/childes/9999' })).status).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/v1/categories/0' });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body)).toEqual({ code: 'id', message: 'id must be a positive integer.' });
  });

  it('GET /api/v1/categories/items/:id pages through a parent category and its children', async () => {
    // a beef and a chicken burger in the three first food stores still listing them (Grill House, Dastarkhan,
    // Arbat), and the burger menu's five beef and two chicken burgers in its three stores: 6 + 21
    const page1 = await call<ItemList>(t.app, { method: 'GET', url: '/api/v1/categories/items/1?offset=1&limit=8' });
    expect(page1.body.total_size).toBe(27);
    expect(page1.body.products).toHaveLength(8);
    const page4 = await call<ItemList>(t.app, { method: 'GET', url: '/api/v1/categories/items/1?offset=4&limit=8' });
    expect(page4.body.products).toHaveLength(3);
    // past the last page the total still comes back (counted), with no products
    const pastTheEnd = await call<ItemList>(t.app, {
      method: 'GET',
      url: '/api/v1/categories/items/1?offset=5&limit=8',
    });
    expect(pastTheEnd.body).toEqual({ total_size: 27, limit: 8, offset: 5, products: [] });
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call<ItemList>(t.app, { method: 'GET', url: `/api/v1/categories/items/1?offset=${n}&limit=8` }),
      ),
    );
    expect(new Set(pages.flatMap((p) => p.body.products.map((x) => x.id))).size).toBe(27);
    const veg = await call<ItemList>(t.app, { method: 'GET', url: '/api/v1/categories/items/4?type=veg' });
    expect(veg.body.products.every((p) => p.veg === 1)).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/categories/items/9999' })).status).toBe(404);
    const badType = await call(t.app, { method: 'GET', url: '/api/v1/categories/items/1?type=vegan' });
    expect(firstError(badType.body)).toEqual({ code: 'type', message: 'type must be all, veg or non_veg.' });
    const badLimit = await call(t.app, { method: 'GET', url: '/api/v1/categories/items/1?limit=1000' });
    expect(firstError(badLimit.body)).toEqual({ code: 'limit', message: 'limit must be between 1 and 100.' });
  });
});

describe('items', () => {
  it('GET /api/v1/items/details/:id has every SPEC item field', async () => {
    const { status, body } = await call<Item>(t.app, { method: 'GET', url: '/api/v1/items/details/1' });
    expect(status).toBe(200);
    for (const field of ITEM_FIELDS) expect(body).toHaveProperty(field);
    expect(body).toMatchObject({
      name: 'Классический бургер',
      price: 2490,
      discount: 10,
      discount_type: 'percent',
      is_campaign: false,
      maximum_cart_quantity: 10,
    });
    const foodVariations = body.food_variations as { type: string; required: string; min: number; max: number }[];
    expect(foodVariations.map((v) => [v.type, v.required])).toEqual([
      ['single', 'on'],
      ['multi', 'off'],
    ]);
    expect(foodVariations[1]).toMatchObject({ min: 1, max: 2 });
    expect((body.add_ons as { price: number }[]).map((a) => a.price)).toEqual([250, 400, 150, 100]);
  });

  it('covers variations with stock, prescriptions, time windows and translations', async () => {
    const search = async (name: string) =>
      (
        await call<ItemList>(t.app, {
          method: 'GET',
          url: `/api/v1/items/search?name=${encodeURIComponent(name)}&limit=1`,
        })
      ).body.products[0]!;
    const phone = await search('Galaxy');
    expect((phone.variations as { stock: number }[]).some((v) => v.stock === 0)).toBe(true);
    expect((phone.choice_options as unknown[]).length).toBe(2);
    const antibiotic = await search('Амоксициллин');
    expect(antibiotic.is_prescription_required).toBe(1);
    expect(antibiotic.generic_name).toEqual(['Амоксициллин']);
    const diablo = await search('Диабло');
    expect([diablo.available_time_starts, diablo.available_time_ends]).toEqual(['11:00:00', '16:00:00']);
    const en = await call<Item>(t.app, {
      method: 'GET',
      url: '/api/v1/items/details/1',
      headers: { 'x-localization': 'en' },
    });
    expect(en.body.name).toBe('Classic burger');
    // variations, facts and tags in the language asked; the ids are the same in every language
    type Group = { id: string; name: string; values: { id: string; label: string }[] };
    const groups = (item: Item) =>
      (item.food_variations as Group[]).map((g) => [g.id, g.name, g.values.map((v) => `${v.id}:${v.label}`)]);
    expect(groups(en.body)).toEqual([
      ['size', 'Size', ['standard:Standard', 'large:Large']],
      ['sauces', 'Sauces', ['ketchup:Ketchup', 'cheese:Cheese', 'garlic:Garlic']],
    ]);
    expect([en.body.allergies_name, en.body.unit_type]).toEqual([['Gluten', 'Milk'], 'pc']);
    expect((en.body.tags as { name: string }[]).map((tag) => tag.name)).toEqual(['bestseller', 'beef']);
    const kz = await call<Item>(t.app, {
      method: 'GET',
      url: '/api/v1/items/details/1',
      headers: { 'x-localization': 'kz' },
    });
    expect(groups(kz.body).map(([id, name]) => [id, name])).toEqual([
      ['size', 'Өлшемі'],
      ['sauces', 'Тұздықтар'],
    ]);
    const ruPhone = (phone.choice_options as { title: string; options: string[]; option_ids: string[] }[])[0]!;
    expect(ruPhone).toMatchObject({ title: 'Цвет', options: ['Чёрный', 'Голубой'], option_ids: ['black', 'blue'] });
    expect((phone.variations as { type: string }[]).map((v) => v.type)).toContain('blue-256_gb');
  });

  it('GET /api/v1/items/details/:id?campaign=true gives the campaign item', async () => {
    const { body } = await call<Item>(t.app, { method: 'GET', url: '/api/v1/items/details/1?campaign=true' });
    expect(body).toMatchObject({
      id: 1,
      is_campaign: true,
      name: 'Бургер дня',
      price: 1990,
      available_date_starts: '2025-01-01',
    });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/items/details/99?campaign=true' })).status).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/v1/items/details/1?campaign=maybe' });
    expect(firstError(bad.body)).toEqual({ code: 'campaign', message: 'campaign must be true or false.' });
  });

  it('404s unknown items', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/items/details/99999' });
    expect(status).toBe(404);
    expect(firstError(body)).toEqual({ code: 'not_found', message: 'Item not found.' });
  });

  it('GET /api/v1/items/search matches ru/en names, filters and sorts', async () => {
    const burgers = await call<ItemList>(t.app, {
      method: 'GET',
      url: `/api/v1/items/search?name=${encodeURIComponent('бургер')}`,
    });
    // the six burgers still listed of the first catalog, and six "…бургер…" names in each of the three burger menus
    expect(burgers.body.total_size).toBe(24);
    const en = await call<ItemList>(t.app, { method: 'GET', url: '/api/v1/items/search?name=pizza' });
    // the two first-catalog pizzas in Grill House, Dastarkhan and Capital Pizza; eight in each pizzeria (seven
    // "… pizza" and a calzone, "a folded pizza")
    expect(en.body.total_size).toBe(6 + 24);
    const cheap = await call<ItemList>(t.app, {
      method: 'GET',
      url: '/api/v1/items/search?max_price=1000&sort_by=price_low&limit=100',
    });
    const prices = cheap.body.products.map((p) => p.price);
    expect(prices.every((p) => p <= 1000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const inZone = await call<ItemList>(t.app, {
      method: 'GET',
      url: '/api/v1/items/search?limit=100',
      headers: { zoneid: '[3]' },
    });
    expect(inZone.body.products.every((p) => p.zone_id === 3)).toBe(true);
    const oneStore = await call<ItemList>(t.app, { method: 'GET', url: '/api/v1/items/search?store_id=1' });
    expect(oneStore.body.products.every((p) => p.store_id === 1)).toBe(true);
    const bad = await call(t.app, { method: 'GET', url: '/api/v1/items/search?sort_by=random' });
    expect(firstError(bad.body)).toEqual({
      code: 'sort_by',
      message: 'sort_by must be price_low, price_high, rating, newest or name.',
    });
  });

  it('GET /api/v1/items/reviews/:id pages reviews', async () => {
    const { body } = await call<{ total_size: number; reviews: { rating: number; customer_name: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/items/reviews/1',
    });
    expect(body.total_size).toBe(2);
    expect(body.reviews[0]!.customer_name).toBeTruthy();
    expect((await call(t.app, { method: 'GET', url: '/api/v1/items/reviews/99999' })).status).toBe(404);
  });

  it('GET /api/v1/campaigns/item lists running campaigns', async () => {
    const { body } = await call<Item[]>(t.app, { method: 'GET', url: '/api/v1/campaigns/item' });
    expect(body.map((i) => i.name)).toEqual(['Бургер дня', 'Пицца недели']);
  });
});

describe('stores', () => {
  type StoreList = { total_size: number; offset: number; limit: number; stores: Record<string, unknown>[] };

  it('lists all, popular and latest stores with offset/limit', async () => {
    const all = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/get-stores/all?type=all&offset=1&limit=12',
    });
    // 15 catalog stores tests knew before the city catalog, and 20 it added (vehicle providers are not stores here)
    expect(all.body.total_size).toBe(35);
    expect(all.body.stores).toHaveLength(12);
    const page3 = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/get-stores/all?offset=3&limit=12',
    });
    expect(page3.body.stores).toHaveLength(11);
    const pastTheEnd = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/get-stores/all?offset=9&limit=12',
    });
    expect([pastTheEnd.body.total_size, pastTheEnd.body.stores]).toEqual([35, []]);
    const popular = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/stores/popular?limit=5' });
    const counts = popular.body.stores.map((s) => s.items_count);
    expect(counts.length).toBe(5);
    const latest = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/stores/latest?limit=3' });
    expect(latest.body.stores[0]!.name).toBe('Техно Москва');
  });

  it('store objects carry every delivery setting', async () => {
    const { body } = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/stores/get-stores/all?limit=100' });
    for (const field of [
      'self_delivery_system',
      'per_km_shipping_charge',
      'minimum_shipping_charge',
      'maximum_shipping_charge',
      'free_delivery',
      'slug',
      'logo_full_url',
      'avg_rating',
      'address',
      'zone_id',
    ]) {
      expect(body.stores[0]).toHaveProperty(field);
    }
    expect(new Set(body.stores.map((s) => s.self_delivery_system))).toEqual(new Set([0, 1]));
    expect(new Set(body.stores.map((s) => s.free_delivery))).toEqual(new Set([0, 1]));
    expect(body.stores.some((s) => s.maximum_shipping_charge === null)).toBe(true);
  });

  it('filters by type, zone and module', async () => {
    const free = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/get-stores/all?type=free_delivery&limit=100',
    });
    expect(free.body.stores.every((s) => s.free_delivery === 1)).toBe(true);
    const zone = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/popular?limit=100',
      headers: { zoneid: '2' },
    });
    // Astana: the five first stores and six of the city catalog
    expect(zone.body.total_size).toBe(11);
    const pharmacies = await call<StoreList>(t.app, {
      method: 'GET',
      url: '/api/v1/stores/latest?limit=100',
      headers: { moduleid: '3' },
    });
    expect(pharmacies.body.stores.every((s) => s.module_type === 'pharmacy')).toBe(true);
    const bad = await call(t.app, { method: 'GET', url: '/api/v1/stores/popular?type=cheap' });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body)!.code).toBe('type');
  });

  it('GET /api/v1/categories/stores/:id pages the stores selling a category (and its children)', async () => {
    // four food stores sell burgers (category 1 and its sub-categories): Grill House, Dastarkhan, Arbat, Nur Burger
    const page1 = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/categories/stores/1?offset=1&limit=3' });
    expect(page1.status).toBe(200);
    expect(page1.body.total_size).toBe(4);
    expect(page1.body.stores).toHaveLength(3);
    const page2 = await call<StoreList>(t.app, { method: 'GET', url: '/api/v1/categories/stores/1?offset=2&limit=3' });
    expect(page2.body.stores).toHaveLength(1);
    const all = [...page1.body.stores, ...page2.body.stores];
    expect(new Set(all.map((s) => s.id)).size).toBe(4);
    expect(all.every((s) => s.module_type === 'food')).toBe(true);
    // every listed store really sells an item of the category
    const items = await call<ItemList>(t.app, { method: 'GET', url: '/api/v1/categories/items/1?limit=100' });
    const sellers = new Set(items.body.products.map((p) => p.store_id));
    expect(all.every((s) => sellers.has(s.id as number))).toBe(true);
    const missing = await call(t.app, { method: 'GET', url: '/api/v1/categories/stores/9999' });
    expect(missing.status).toBe(404);
    expect(firstError(missing.body)!.code).toBeTruthy();
    const bad = await call(t.app, { method: 'GET', url: '/api/v1/categories/stores/0' });
    expect(firstError(bad.body)).toEqual({ code: 'id', message: 'id must be a positive integer.' });
  });

  it('GET /api/v1/stores/details/:id by id or slug, 404 otherwise', async () => {
    const byId = await call<{ slug: string; open: number }>(t.app, { method: 'GET', url: '/api/v1/stores/details/1' });
    expect(byId.status).toBe(200);
    expect(byId.body.open).toBe(1);
    const bySlug = await call<{ id: number }>(t.app, {
      method: 'GET',
      url: `/api/v1/stores/details/${byId.body.slug}`,
    });
    expect(bySlug.body.id).toBe(1);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/stores/details/99999' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/stores/details/Bad%20Slug' })).status).toBe(400);
  });

  it('reports opening hours in the store zone time', async () => {
    type Hours = { open: number; opens_tomorrow: number };
    // store 9 (Astana, the same clock as Almaty) keeps day hours (08:00–23:00); store 1 is open around the clock
    // the test clock starts at 09:00Z, 14:00 in Almaty
    t.clock.advance(9.5 * 3600_000); // 23:30
    const lateEvening = await call<Hours>(t.app, { method: 'GET', url: '/api/v1/stores/details/9' });
    t.clock.advance(5.5 * 3600_000); // 05:00 the next day
    const night = await call<Hours>(t.app, { method: 'GET', url: '/api/v1/stores/details/9' });
    const allDay = await call<Hours>(t.app, { method: 'GET', url: '/api/v1/stores/details/1' });
    t.clock.advance(-15 * 3600_000);
    const day = await call<Hours>(t.app, { method: 'GET', url: '/api/v1/stores/details/9' });
    expect(lateEvening.body).toMatchObject({ open: 0, opens_tomorrow: 1 });
    expect(night.body).toMatchObject({ open: 0, opens_tomorrow: 0 });
    expect(allDay.body).toMatchObject({ open: 1, opens_tomorrow: 0 });
    expect(day.body).toMatchObject({ open: 1, opens_tomorrow: 0 });
  });

  it('GET /api/v1/stores/reviews requires a store_id', async () => {
    const ok = await call<{ total_size: number }>(t.app, { method: 'GET', url: '/api/v1/stores/reviews?store_id=1' });
    expect(ok.body.total_size).toBeGreaterThan(0);
    const missing = await call(t.app, { method: 'GET', url: '/api/v1/stores/reviews' });
    expect(firstError(missing.body)).toEqual({ code: 'store_id', message: 'store_id is required.' });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/stores/reviews?store_id=99999' })).status).toBe(404);
  });
});

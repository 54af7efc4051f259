/**
 * The large catalog (issue 44): thousands of stores, tens of thousands of items and thousands of vehicles over the
 * three demo cities, for the API bench and the query-plan test. Loaded on top of the demo data, by cloning its rows
 * (names in ru/kz/en, categories, variations, pictures, opening hours), each clone a branch of a demo store with
 * its own number, place, prices, counters and age. Deterministic: a seeded PRNG, rows read in id order, so the same
 * run gives the same rows. The site search's index is rebuilt after it by prepareDatabase, like after the demo seed.
 */
import type { Insertable } from 'kysely';
import type { Executor } from '../connect';
import type { ItemsTable, StoresTable, VehiclesTable } from '../schema';
import { demoZones } from './geo';

export interface LargeCatalogSize {
  /** stores added, vehicle providers included */
  stores: number;
  /** of which rental and car-market providers */
  providers: number;
  /** items added (at least; each store takes a whole number of them) */
  items: number;
  /** vehicles added */
  vehicles: number;
  /** every `bigStoreEvery`-th store lists `bigStoreItems` items (a store page with hundreds of dishes) */
  bigStoreEvery: number;
  bigStoreItems: number;
}

/** What `--catalog=large` loads: the figures (at least 50 000 items, 3 000 stores, 2 000 vehicles). */
export const LARGE_CATALOG: LargeCatalogSize = {
  stores: 3_000,
  providers: 300,
  items: 52_000,
  vehicles: 2_000,
  bigStoreEvery: 100,
  bigStoreItems: 500,
};

/** Rows per INSERT: under PostgreSQL's 65 535 bind parameters with every column of the widest table. */
const BATCH = 1_000;

/** mulberry32: a small, fast PRNG whose sequence depends only on its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type I18nFields = Record<string, Record<string, string>>;

/** A branch's name: the demo name with its number, in every language the source has. */
function branchI18n(i18n: unknown, n: number): I18nFields {
  const out: I18nFields = {};
  for (const [lang, fields] of Object.entries((i18n ?? {}) as I18nFields)) {
    out[lang] = { ...fields, ...(fields.name ? { name: `${fields.name} #${n}` } : {}) };
  }
  return out;
}

async function insertBatched<R, T>(rows: R[], insert: (batch: R[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/**
 * Adds `size` to a database holding the demo data (prepareDatabase, after seedDemoData, in its session). Answers
 * how many stores, items and vehicles it added.
 */
export async function seedLargeCatalog(
  db: Executor,
  now = new Date(),
  size: LargeCatalogSize = LARGE_CATALOG,
): Promise<{ stores: number; items: number; vehicles: number }> {
  const random = prng(44);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const demoStores = await db
    .selectFrom('stores')
    .innerJoin('modules', 'modules.id', 'stores.module_id')
    .selectAll('stores')
    .select('modules.module_type')
    .orderBy('stores.id')
    .execute();
  const demoItems = await db.selectFrom('items').selectAll().where('status', '=', true).orderBy('id').execute();
  const demoVehicles = await db.selectFrom('vehicles').selectAll().orderBy('id').execute();
  const addOns = await db.selectFrom('add_ons').selectAll().orderBy('id').execute();
  const zones = await db.selectFrom('zones').select(['id', 'name']).orderBy('id').execute();

  const itemsOf = new Map<number, typeof demoItems>();
  for (const item of demoItems) itemsOf.set(item.store_id, [...(itemsOf.get(item.store_id) ?? []), item]);
  const isProvider = (s: { module_type: string }) => s.module_type === 'rental' || s.module_type === 'carmarket';
  const shops = demoStores.filter((s) => !isProvider(s) && itemsOf.has(s.id));
  const providers = demoStores.filter((s) => isProvider(s) && demoVehicles.some((v) => v.provider_id === s.id));
  const centers = zones.map((z) => {
    const shape = demoZones.find((d) => d.name === z.name)?.polygon ?? [];
    return {
      lat: shape.reduce((sum, p) => sum + p.lat, 0) / Math.max(1, shape.length),
      lng: shape.reduce((sum, p) => sum + p.lng, 0) / Math.max(1, shape.length),
    };
  });

  // stores: the k-th branch copies a demo store of its kind, in city k mod 3, near its centre
  const sources: (typeof demoStores)[number][] = [];
  const storeValues: Insertable<StoresTable>[] = [];
  for (let k = 0; k < size.stores; k++) {
    const src = k < size.providers ? pick(providers) : pick(shops);
    const zi = k % zones.length;
    const n = k + 1;
    const { id: _id, module_type: _type, ...rest } = src;
    sources.push(src);
    storeValues.push({
      ...rest,
      slug: `${src.slug}-${n}`,
      name: `${src.name} #${n}`,
      i18n: JSON.stringify(branchI18n(src.i18n, n)),
      zone_id: zones[zi]!.id,
      latitude: centers[zi]!.lat + (random() - 0.5) * 0.12,
      longitude: centers[zi]!.lng + (random() - 0.5) * 0.16,
      phone: `+7702${String(1_000_000 + n).slice(-7)}`,
      email: `branch-${n}@mart.example`,
      opening_time: isProvider(src) ? src.opening_time : pick(['07:00', '08:00', '09:00', '10:00']),
      closing_time: isProvider(src) ? src.closing_time : pick(['21:00', '22:00', '23:00', '00:00', '02:00']),
      featured: random() < 0.08,
      avg_rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
      rating_count: between(0, 400),
      order_count: between(0, 5_000),
      created_at: new Date(now.getTime() - between(1, 900) * 86_400_000),
    });
  }
  const stores = await insertBatched(storeValues, (batch) =>
    db.insertInto('stores').values(batch).returning('id').execute(),
  );

  // the branches' add-ons: a copy of their source store's, so an item's add-on ids stay within its store
  const addOnsOf = new Map<number, typeof addOns>();
  for (const a of addOns) addOnsOf.set(a.store_id, [...(addOnsOf.get(a.store_id) ?? []), a]);
  const addOnValues = stores.flatMap((s, k) =>
    (addOnsOf.get(sources[k]!.id) ?? []).map(({ id: _id, ...a }) => ({
      ...a,
      i18n: JSON.stringify(a.i18n),
      store_id: s.id,
    })),
  );
  const newAddOns = await insertBatched(addOnValues, (batch) =>
    db.insertInto('add_ons').values(batch).returning(['id', 'store_id']).execute(),
  );
  const branchAddOns = new Map<number, number[]>();
  for (const a of newAddOns) branchAddOns.set(a.store_id, [...(branchAddOns.get(a.store_id) ?? []), a.id]);

  // items: each shop lists its source's menu (in a random order, repeated with a number past its length) at
  // varied prices; the count per shop is spread so that the total reaches size.items
  const shopIndexes = stores.map((_, k) => k).filter((k) => k >= size.providers);
  const big = shopIndexes.filter((k) => k % size.bigStoreEvery === 0);
  const perShop = Math.ceil(
    (size.items - big.length * size.bigStoreItems) / Math.max(1, shopIndexes.length - big.length),
  );
  let itemCount = 0;
  const itemValues: Insertable<ItemsTable>[] = [];
  const flush = async () => {
    for (let i = 0; i < itemValues.length; i += BATCH)
      await db
        .insertInto('items')
        .values(itemValues.slice(i, i + BATCH))
        .execute();
    itemCount += itemValues.length;
    itemValues.length = 0;
  };
  for (const k of shopIndexes) {
    const store = stores[k]!;
    const menu = itemsOf.get(sources[k]!.id)!;
    const count = k % size.bigStoreEvery === 0 ? size.bigStoreItems : between(Math.max(1, perShop - 8), perShop + 8);
    const start = between(0, menu.length - 1);
    const own = branchAddOns.get(store.id) ?? [];
    for (let j = 0; j < count; j++) {
      const { id: _id, ...t } = menu[(start + j) % menu.length]!;
      const round = Math.floor(j / menu.length);
      const i18n = round ? branchI18n(t.i18n, round + 1) : t.i18n;
      const hadAddOns = (t.add_on_ids as unknown as number[]).length > 0;
      itemValues.push({
        ...t,
        slug: `${t.slug}-${store.id}-${j}`,
        name: round ? `${t.name} #${round + 1}` : t.name,
        i18n: JSON.stringify(i18n),
        store_id: store.id,
        // jsonb columns come back parsed: written back as JSON text
        category_ids: JSON.stringify(t.category_ids),
        images: JSON.stringify(t.images),
        generic_name: JSON.stringify(t.generic_name),
        nutritions_name: JSON.stringify(t.nutritions_name),
        allergies_name: JSON.stringify(t.allergies_name),
        tags: JSON.stringify(t.tags),
        add_on_ids: JSON.stringify(hadAddOns ? own : []),
        choice_options: JSON.stringify(t.choice_options),
        variations: JSON.stringify(t.variations),
        food_variations: JSON.stringify(t.food_variations),
        // prices within ±30% of the source's, to whole tenge
        price_minor: Math.max(100, Math.round((t.price_minor * (0.7 + random() * 0.6)) / 100) * 100),
        stock: between(0, 500),
        avg_rating: Math.round((3 + random() * 2) * 10) / 10,
        rating_count: between(0, 150),
        order_count: between(0, 2_000),
        created_at: new Date(now.getTime() - between(1, 20_000) * 3_600_000),
      });
    }
    if (itemValues.length >= BATCH * 5) await flush();
  }
  await flush();

  // vehicles: size.vehicles spread over the providers, each a copy of one of its module's demo vehicles
  const byModule = new Map<number, typeof demoVehicles>();
  for (const v of demoVehicles) byModule.set(v.module_id, [...(byModule.get(v.module_id) ?? []), v]);
  const vehicleValues: Insertable<VehiclesTable>[] = [];
  for (let v = 0; v < size.vehicles; v++) {
    const k = v % size.providers;
    const { id: _id, ...t } = pick(byModule.get(sources[k]!.module_id)!);
    vehicleValues.push({
      ...t,
      provider_id: stores[k]!.id,
      i18n: JSON.stringify(t.i18n),
      images: JSON.stringify(t.images),
      total_vehicle_count: between(1, 6),
      hourly_price_minor: t.hourly_enabled
        ? Math.round((t.hourly_price_minor * (0.7 + random() * 0.6)) / 100) * 100
        : 0,
      distance_price_minor: t.distance_enabled
        ? Math.round((t.distance_price_minor * (0.7 + random() * 0.6)) / 100) * 100
        : 0,
      avg_rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
      rating_count: between(0, 80),
      created_at: new Date(now.getTime() - between(1, 900) * 86_400_000),
    });
  }
  await insertBatched(vehicleValues, (batch) => db.insertInto('vehicles').values(batch).returning('id').execute());
  return { stores: stores.length, items: itemCount, vehicles: vehicleValues.length };
}

/** How many stores, items and vehicles the catalog holds (the bench prints them, the plan test checks them). */
export async function catalogCounts(db: Executor): Promise<{ stores: number; items: number; vehicles: number }> {
  const n = async (table: 'stores' | 'items' | 'vehicles') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { stores: await n('stores'), items: await n('items'), vehicles: await n('vehicles') };
}

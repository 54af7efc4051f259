/**
 * A small, explicit world for the store-order API tests: one zone, food/grocery/pharmacy modules, a store per
 * module, items with the variation shapes SPEC §3 describes, two customers with tokens and a guest. Built directly
 * in the database so the tests do not depend on the demo seed. DATABASE_URL (test:pg) runs it on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { bearer, TEST_PASSWORD_COST, testDatabase } from './api/helpers';
import type { Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { Insertable } from 'kysely';
import type { CouponsTable, NewItem } from '../src/db/schema';
import { issueToken } from '../src/services/accounts/sessions';

export interface StoreWorld {
  app: FastifyInstance;
  db: Db;
  /** the PostgreSQL database's URL (test:pg), for a second instance on it; null on PGlite */
  url: string | null;
  zoneId: number;
  modules: { food: number; grocery: number; pharmacy: number; parcel: number };
  stores: { food: number; food2: number; grocery: number; pharmacy: number };
  items: { burger: number; pizza: number; otherStoreSalad: number; milk: number; lastUnits: number; medicine: number };
  addOns: { cheese: number; sauce: number };
  users: { alice: { id: number; token: string }; bob: { id: number; token: string } };
  guestId: string;
  otherGuestId: string;
  close(): Promise<void>;
}

const POLYGON = [
  { lat: 43.1, lng: 76.7 },
  { lat: 43.5, lng: 76.7 },
  { lat: 43.5, lng: 77.2 },
  { lat: 43.1, lng: 77.2 },
];
export const IN_ZONE = { lat: 43.25, lng: 76.95 };

export async function storeWorld(options: Partial<BuildAppOptions> = {}): Promise<StoreWorld> {
  const { db, url, drop } = await testDatabase();
  await migrateToLatest(db);
  // business config overrides on top of the demo defaults (services/catalog/settings.ts merges them)
  await db
    .insertInto('settings')
    .values({
      key: 'business',
      value: JSON.stringify({
        free_delivery_over: 50,
        admin_free_delivery: { status: false, type: 'free_delivery_by_order_amount', free_delivery_over: 0 },
        tax_included: 0,
        guest_checkout_status: 1,
      }),
    })
    .execute();
  const zone = await db
    .insertInto('zones')
    .values({
      name: 'Almaty',
      display_name: 'Алматы',
      i18n: '{}',
      polygon: JSON.stringify(POLYGON),
      increased_delivery_fee_status: 0,
      increased_delivery_fee_x100: 0,
      increase_delivery_fee_message: null,
      cash_on_delivery: true,
      digital_payment: true,
      utc_offset_minutes: 300,
      status: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mod = async (type: string, position: number) =>
    (
      await db
        .insertInto('modules')
        .values({
          module_type: type,
          module_name: type,
          i18n: '{}',
          icon: '/storage/module/x.svg',
          thumbnail: '/storage/module/x.svg',
          description: '',
          position,
          status: true,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const modules = {
    food: await mod('food', 1),
    grocery: await mod('grocery', 2),
    pharmacy: await mod('pharmacy', 3),
    parcel: await mod('parcel', 4),
  };
  for (const moduleId of Object.values(modules)) {
    await db
      .insertInto('module_zones')
      .values({
        module_id: moduleId,
        zone_id: zone.id,
        delivery_charge_type: 'distance',
        fixed_shipping_charge_minor: 0,
        per_km_shipping_charge_minor: 100,
        minimum_shipping_charge_minor: 300,
        maximum_shipping_charge_minor: 2000,
        maximum_cod_order_amount_minor: 20000,
      })
      .execute();
  }
  const store = async (
    slug: string,
    moduleId: number,
    extra: Partial<{ tax_x100: number; discount_x100: number | null }> = {},
  ) =>
    (
      await db
        .insertInto('stores')
        .values({
          slug,
          name: slug,
          i18n: '{}',
          module_id: moduleId,
          zone_id: zone.id,
          logo: '/storage/store/x.svg',
          cover_photo: '/storage/store/x.svg',
          address: 'Абая 1',
          phone: '+77000000000',
          email: `${slug}@example.com`,
          latitude: 43.24,
          longitude: 76.94,
          minimum_order_minor: 0,
          tax_x100: extra.tax_x100 ?? 0,
          delivery_time: '20-30 min',
          self_delivery_system: 0,
          per_km_shipping_charge_minor: 100,
          minimum_shipping_charge_minor: 300,
          maximum_shipping_charge_minor: 2000,
          free_delivery: false,
          delivery: true,
          take_away: true,
          schedule_order: true,
          veg: true,
          non_veg: true,
          featured: false,
          opening_time: '00:00',
          closing_time: '00:00',
          discount_x100: extra.discount_x100 ?? null,
          discount_type: extra.discount_x100 ? 'percent' : null,
          discount_max_minor: null,
          discount_min_purchase_minor: null,
          order_count: 0,
          status: true,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stores = {
    food: await store('burger-house', modules.food, { tax_x100: 1000 }),
    food2: await store('salad-bar', modules.food),
    grocery: await store('fresh-market', modules.grocery),
    pharmacy: await store('city-pharmacy', modules.pharmacy),
  };
  const addOn = async (name: string, price: number) =>
    (
      await db
        .insertInto('add_ons')
        .values({ store_id: stores.food, name, i18n: '{}', price_minor: price })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const addOns = { cheese: await addOn('Cheese', 150), sauce: await addOn('Sauce', 50) };
  const category = await db
    .insertInto('categories')
    .values({
      parent_id: null,
      module_id: modules.food,
      name: 'Burgers',
      i18n: '{}',
      slug: 'burgers',
      image: '/storage/category/x.svg',
      position: 0,
      priority: 0,
      featured: true,
      status: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = async (slug: string, storeId: number, moduleId: number, extra: Partial<NewItem>) =>
    (
      await db
        .insertInto('items')
        .values({
          slug,
          name: slug,
          description: '',
          i18n: '{}',
          store_id: storeId,
          module_id: moduleId,
          category_id: category.id,
          category_ids: '[]',
          price_minor: 1000,
          discount_x100: 0,
          discount_type: 'percent',
          image: '/storage/item/x.svg',
          images: '[]',
          stock: 100,
          unit_type: 'pc',
          veg: 0,
          is_halal: 0,
          organic: 0,
          recommended: 0,
          generic_name: '[]',
          nutritions_name: '[]',
          allergies_name: '[]',
          tags: '[]',
          add_on_ids: '[]',
          choice_options: '[]',
          variations: '[]',
          food_variations: '[]',
          available_time_starts: '00:00:00',
          available_time_ends: '23:59:59',
          maximum_cart_quantity: null,
          is_prescription_required: 0,
          order_count: 0,
          status: true,
          created_at: new Date(),
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const items = {
    burger: await item('burger', stores.food, modules.food, {
      price_minor: 2000,
      discount_x100: 1000,
      maximum_cart_quantity: 3,
      add_on_ids: JSON.stringify([addOns.cheese, addOns.sauce]),
      food_variations: JSON.stringify([
        {
          id: 'size',
          name: 'Size',
          i18n: { kz: { name: 'Өлшемі' } },
          type: 'single',
          min: 0,
          max: 0,
          required: 'on',
          values: [
            { id: 'small', label: 'Small', optionPrice: 0 },
            { id: 'large', label: 'Large', optionPrice: 5, i18n: { kz: { label: 'Үлкен' } } },
          ],
        },
        {
          id: 'extras',
          name: 'Extras',
          type: 'multi',
          min: 1,
          max: 2,
          required: 'off',
          values: [
            { id: 'onion', label: 'Onion', optionPrice: 1 },
            { id: 'bacon', label: 'Bacon', optionPrice: 3 },
            { id: 'egg', label: 'Egg', optionPrice: 2 },
          ],
        },
      ]),
    }),
    pizza: await item('pizza', stores.food, modules.food, { price_minor: 3000 }),
    otherStoreSalad: await item('salad', stores.food2, modules.food, { price_minor: 1500 }),
    milk: await item('milk', stores.grocery, modules.grocery, {
      price_minor: 500,
      stock: 10,
      choice_options: JSON.stringify([
        { name: 'choice_1', title: 'Volume', options: ['1 L', '2 L'], option_ids: ['1l', '2l'] },
      ]),
      variations: JSON.stringify([
        { type: '1l', price: 5, stock: 10 },
        { type: '2l', price: 9, stock: 0 },
      ]),
    }),
    lastUnits: await item('last-units', stores.grocery, modules.grocery, { price_minor: 700, stock: 3 }),
    medicine: await item('medicine', stores.pharmacy, modules.pharmacy, {
      price_minor: 1200,
      stock: 50,
      is_prescription_required: 1,
    }),
  };
  const user = async (email: string, phone: string, wallet: number) => {
    const row = await db
      .insertInto('users')
      .values({
        f_name: email.split('@')[0]!,
        l_name: 'Test',
        email,
        phone,
        password_hash: null,
        image: null,
        status: true,
        login_medium: 'manual',
        social_id: null,
        ref_code: email.slice(0, 6).toUpperCase(),
        wallet_balance_minor: wallet,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const aliceId = await user('alice@example.com', '+77010000001', 100000);
  const bobId = await user('bob@example.com', '+77010000002', 0);
  // fast password hashing: the OWASP cost is tested where hashing is the subject (auth-hardening)
  const app = await buildApp({ db, demo: true, logger: false, passwordCost: TEST_PASSWORD_COST, ...options });
  const guestId = 'guest-aaaaaaaa';
  const otherGuestId = 'guest-bbbbbbbb';
  await db
    .insertInto('guests')
    .values([
      { id: guestId, created_at: new Date() },
      { id: otherGuestId, created_at: new Date() },
    ])
    .execute();
  return {
    app,
    db,
    url,
    zoneId: zone.id,
    modules,
    stores,
    items,
    addOns,
    users: {
      alice: { id: aliceId, token: await issueToken(app.ctx, aliceId) },
      bob: { id: bobId, token: await issueToken(app.ctx, bobId) },
    },
    guestId,
    otherGuestId,
    async close() {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

export { bearer };
export const zoneHeaders = (world: StoreWorld, moduleId?: number) => ({
  zoneid: `[${world.zoneId}]`,
  latitude: String(IN_ZONE.lat),
  longitude: String(IN_ZONE.lng),
  ...(moduleId ? { moduleid: String(moduleId) } : {}),
});

/** A cash take-away order of `quantity` pizzas for a signed-in customer, placed as checkout would; its id. */
export async function placeCashOrder(world: StoreWorld, token: string, quantity = 1): Promise<number> {
  const headers = bearer(token);
  const post = (url: string, payload: Record<string, unknown>) =>
    world.app.inject({ method: 'POST', url, headers, payload });
  await post('/api/v1/customer/cart/add', { item_id: world.items.pizza, quantity });
  const quote = await post('/api/v1/customer/order/quote', { order_type: 'take_away' });
  const placed = await post('/api/v1/customer/order/place', {
    order_type: 'take_away',
    payment_method: 'cash_on_delivery',
    order_amount: (quote.json() as { order_amount: number }).order_amount,
    contact_phone: '+77010000009',
    idempotency_key: `cash-${Math.random().toString(36).slice(2)}`,
  });
  if (placed.statusCode !== 200) throw new Error(`order not placed: ${placed.body}`);
  return (placed.json() as { order_id: number }).order_id;
}

/** An item's stock as the database holds it. */
export async function stockOf(world: Pick<StoreWorld, 'db'>, itemId: number): Promise<number> {
  return (await world.db.selectFrom('items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock;
}

/** How many orders the database holds under one idempotency key (a replayed placement must leave one). */
export async function ordersWithKey(world: Pick<StoreWorld, 'db'>, key: string): Promise<number> {
  const row = await world.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A customer's cancel request for their order, with a reason (the response, for the caller to check). */
export const cancelOrder = (
  world: Pick<StoreWorld, 'app'>,
  token: string,
  orderId: number,
  reason = 'Changed my mind',
) =>
  world.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    headers: bearer(token),
    payload: { order_id: orderId, reason },
  });

/** Sets the loyalty/referral rates (the `rewards` settings row) for a test world. */
export async function setRewards(world: StoreWorld, rewards: Record<string, number>): Promise<void> {
  const value = JSON.stringify(rewards);
  await world.db
    .insertInto('settings')
    .values({ key: 'rewards', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Adds an always-valid default coupon (100 off, no minimum, no limits); `fields` set what a test is about. */
export async function addCoupon(
  world: Pick<StoreWorld, 'db'>,
  fields: Pick<Insertable<CouponsTable>, 'code'> & Partial<Insertable<CouponsTable>>,
): Promise<void> {
  await world.db
    .insertInto('coupons')
    .values({
      title: fields.code,
      i18n: '{}',
      coupon_type: 'default',
      discount_type: 'amount',
      discount_x100: 100,
      max_discount_minor: 0,
      min_purchase_minor: 0,
      start_date: '2000-01-01',
      expire_date: '2999-12-31',
      zone_ids: '[]',
      store_id: null,
      module_id: null,
      limit_per_user: null,
      total_usage_limit: null,
      status: true,
      ...fields,
    })
    .execute();
}

/**
 * Surge prices (issue 45): an operator's rule per zone and module, on the zone's clock, priced by the server into
 * quotes and orders (store orders and parcels) as its own line; the §7 surge-price call; the operator API. Runs on
 * PGlite and, under test:pg, on PostgreSQL, where the parallel placements race for real.
 */
import { TestClock } from './api/helpers';
import { IN_ZONE, type StoreWorld, storeWorld } from './store-fixture';

const OPERATOR_KEY = 'surge-operator-key';
/** Monday 2026-06-15, 14:00 in Almaty (UTC+5). */
const START = new Date('2026-06-15T09:00:00Z');
const almaty = (local: string) => new Date(new Date(`${local}:00Z`).getTime() - 300 * 60_000);

let w: StoreWorld;
let clock: TestClock;
beforeAll(async () => {
  clock = new TestClock(START);
  w = await storeWorld({ clock, operatorKey: OPERATOR_KEY });
});
afterAll(() => w.close());
/** Sets the test clock to `date`. */
const setClock = (date: Date) => clock.advance(date.getTime() - clock.now().getTime());
afterEach(async () => {
  await w.db.deleteFrom('surge_prices').execute();
  setClock(START);
});

type Err = { errors: { code: string; message: string }[] };
type Quote = {
  delivery_charge: number;
  surge_charge: number;
  surge_note: string | null;
  order_amount: number;
  items_subtotal: number;
  item_discount: number;
  store_discount: number;
  coupon_discount: number;
  tax: number;
  tax_included: boolean;
};
type Order = Quote & { id: number };

const address = {
  address: 'Абая 10',
  latitude: IN_ZONE.lat,
  longitude: IN_ZONE.lng,
  contact_person_name: 'Гость',
  contact_person_number: '+77011234567',
};
let seq = 0;
const unique = (p: string) => `${p}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

const operator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  w.app.inject({
    method,
    url,
    payload,
    headers: { 'x-operator-key': OPERATOR_KEY, 'x-localization': lang },
  });

const evenings = (over: Record<string, unknown> = {}) => ({
  zone_id: w.zoneId,
  module_id: w.modules.food,
  name: 'Вечерний спрос',
  customer_note: 'Вечером доставка дороже',
  i18n: { en: { name: 'Evening demand', customer_note: 'Evenings cost more to deliver' } },
  price_type: 'percent',
  price: 20,
  duration_type: 'daily',
  start_date: '2026-01-01',
  start_time: '18:00',
  end_time: '22:00',
  ...over,
});

async function addRule(over: Record<string, unknown> = {}): Promise<number> {
  const res = await operator('POST', '/api/v1/operator/surge-prices', evenings(over));
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

async function guestWithPizza(): Promise<string> {
  const guest = unique('guest');
  await w.db.insertInto('guests').values({ id: guest, created_at: new Date() }).execute();
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    payload: { item_id: w.items.pizza, quantity: 1, guest_id: guest },
  });
  expect(res.statusCode).toBe(200);
  return guest;
}

const quote = (guest: string, extra: Record<string, unknown> = {}, lang = 'en') =>
  w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    headers: { 'x-localization': lang },
    payload: { order_type: 'delivery', address, guest_id: guest, ...extra },
  });

const place = (guest: string, amount: number, extra: Record<string, unknown> = {}) =>
  w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: { 'x-localization': 'en' },
    payload: {
      order_type: 'delivery',
      address,
      guest_id: guest,
      payment_method: 'cash_on_delivery',
      order_amount: amount,
      idempotency_key: unique('key'),
      ...extra,
    },
  });

/** The parts of an order as the database holds them add up to its amount. */
async function checkStoredSum(orderId: number) {
  const o = await w.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const parts =
    o.items_subtotal_minor -
    o.item_discount_minor -
    o.store_discount_minor -
    o.coupon_discount_minor +
    (o.tax_included ? 0 : o.tax_minor) +
    o.delivery_charge_minor +
    o.surge_charge_minor;
  expect(parts).toBe(o.order_amount_minor);
  return o;
}

describe('a surge rule in quotes and orders', () => {
  test('before the window nothing is added; in it the surge is its own line, named in the asked language', async () => {
    await addRule();
    const guest = await guestWithPizza();
    const before = (await quote(guest)).json<Quote>();
    expect([before.surge_charge, before.surge_note]).toEqual([0, null]);

    setClock(almaty('2026-06-15T18:30'));
    const during = (await quote(guest)).json<Quote>();
    // the store's minimum delivery of 3.00 (1.4 km × 1.00 is below it), 20% on top
    expect(during.delivery_charge).toBe(3);
    expect(during.surge_charge).toBe(0.6);
    expect(during.surge_note).toBe('Evenings cost more to deliver');
    expect(during.order_amount).toBe(before.order_amount + 0.6);
    expect((await quote(guest, {}, 'ru')).json<Quote>().surge_note).toBe('Вечером доставка дороже');
    // kz has no translation of its own: the base (ru) text
    expect((await quote(guest, {}, 'kz')).json<Quote>().surge_note).toBe('Вечером доставка дороже');
  });

  test('the total shown before the window is refused in it (409 with the new totals); the new one is ordered', async () => {
    await addRule();
    const guest = await guestWithPizza();
    const old = (await quote(guest)).json<Quote>();
    setClock(almaty('2026-06-15T19:00'));
    const refused = await place(guest, old.order_amount);
    expect(refused.statusCode).toBe(409);
    const totals = refused.json<{ totals: Quote }>().totals;
    expect(totals.surge_charge).toBe(0.6);

    const placed = await place(guest, totals.order_amount);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json<{ order_id: number }>().order_id;
    const stored = await checkStoredSum(orderId);
    expect([stored.delivery_charge_minor, stored.surge_charge_minor]).toEqual([300, 60]);
    expect(stored.surge_note).toBe('Evenings cost more to deliver');

    const tracked = await w.app.inject({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${orderId}`,
      headers: { 'guest-id': guest },
    });
    expect(tracked.json<Order>()).toMatchObject({
      delivery_charge: 3,
      surge_charge: 0.6,
      surge_note: 'Evenings cost more to deliver',
      order_amount: totals.order_amount,
    });
  });

  test('take-away has no delivery and so no surge; free delivery takes the surge with it', async () => {
    await addRule();
    setClock(almaty('2026-06-15T19:00'));
    const guest = await guestWithPizza();
    const takeAway = (await quote(guest, { order_type: 'take_away', address: null })).json<Quote>();
    expect([takeAway.delivery_charge, takeAway.surge_charge]).toEqual([0, 0]);
    // two pizzas (60.00) pass the world's free delivery over 50.00
    await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      payload: { item_id: w.items.pizza, quantity: 1, guest_id: guest },
    });
    const free = (await quote(guest)).json<Quote & { free_delivery_reason: string }>();
    expect([free.delivery_charge, free.surge_charge, free.surge_note]).toEqual([0, 0, null]);
  });

  test('a scheduled order is priced with the surge of its delivery hour, quoted and placed alike', async () => {
    await addRule();
    const guest = await guestWithPizza();
    const schedule_at = almaty('2026-06-15T19:30').toISOString();
    const now = (await quote(guest)).json<Quote>();
    const later = (await quote(guest, { schedule_at })).json<Quote>();
    expect([now.surge_charge, later.surge_charge]).toEqual([0, 0.6]);
    const placed = await place(guest, later.order_amount, { schedule_at });
    expect(placed.statusCode).toBe(200);
    expect((await checkStoredSum(placed.json<{ order_id: number }>().order_id)).surge_charge_minor).toBe(60);
  });

  test('of two rules running, the latest set applies; a fixed surge is an amount', async () => {
    await addRule();
    await addRule({
      price_type: 'fixed',
      price: 2.5,
      duration_type: 'weekly',
      weekdays: [1],
      name: 'Понедельник',
      customer_note: null,
      i18n: {},
    });
    setClock(almaty('2026-06-15T18:10'));
    const guest = await guestWithPizza();
    expect((await quote(guest)).json<Quote>()).toMatchObject({ surge_charge: 2.5, surge_note: 'Понедельник' });
  });

  test('a rule of another module or zone does not touch this order', async () => {
    await addRule({ module_id: w.modules.grocery });
    setClock(almaty('2026-06-15T19:00'));
    expect((await quote(await guestWithPizza())).json<Quote>().surge_charge).toBe(0);
  });
});

describe('§7 surge price', () => {
  test('the rule running in a zone and module, now or at date_time; null outside it', async () => {
    const id = await addRule();
    const ask = (query: string) =>
      w.app.inject({
        method: 'GET',
        url: `/api/v1/zone/surge-price?zone_id=${w.zoneId}&module_id=${w.modules.food}${query}`,
        headers: { 'x-localization': 'en' },
      });
    expect((await ask('')).json()).toEqual({ surge_price: null, at: START.toISOString() });
    const evening = almaty('2026-06-15T20:00').toISOString();
    const res = await ask(`&date_time=${encodeURIComponent(evening)}`);
    expect(res.json()).toMatchObject({
      surge_price: { id, name: 'Evening demand', price_type: 'percent', price: 20, start_time: '18:00' },
      at: evening,
    });
  });

  test.each([
    ['zone_id=abc&module_id=1', 400],
    ['module_id=1', 400],
    ['zone_id=999999&module_id=1', 404],
    ['zone_id=1&module_id=1&date_time=yesterday', 400],
  ])('malformed or unknown: %s → %i', async (query, status) => {
    const res = await w.app.inject({ method: 'GET', url: `/api/v1/zone/surge-price?${query}` });
    expect(res.statusCode).toBe(status);
  });
});

describe('parcels', () => {
  test("the pickup zone's parcel surge is added to the parcel's charge and stored with it", async () => {
    const [category] = await w.db
      .insertInto('parcel_categories')
      .values({
        name: 'Документы',
        i18n: '{}',
        description: '',
        image: '/storage/parcel/x.svg',
        per_km_charge_minor: 1000,
        minimum_charge_minor: 3000,
        status: true,
      })
      .returning('id')
      .execute();
    await addRule({
      module_id: w.modules.parcel,
      price_type: 'fixed',
      price: 5,
      start_time: '00:00',
      end_time: '00:00',
    });
    const body = {
      category_id: category!.id,
      sender: { ...address, contact_person_number: '+77011112233' },
      receiver: { ...address, longitude: IN_ZONE.lng + 0.1, contact_person_number: '+77011112244' },
    };
    const headers = { moduleid: String(w.modules.parcel), 'x-localization': 'en', 'guest-id': w.guestId };
    const q = await w.app.inject({ method: 'POST', url: '/api/v1/parcel/quote', headers, payload: body });
    const quoted = q.json<{ delivery_charge: number; surge_charge: number; order_amount: number }>();
    expect(quoted.surge_charge).toBe(5);
    expect(quoted.order_amount).toBeCloseTo(quoted.delivery_charge + 5, 2);
    const placed = await w.app.inject({
      method: 'POST',
      url: '/api/v1/parcel/place',
      headers,
      payload: {
        ...body,
        payment_method: 'cash_on_delivery',
        order_amount: quoted.order_amount,
        idempotency_key: unique('p'),
      },
    });
    expect(placed.statusCode).toBe(200);
    const row = await w.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.json<{ order_id: number }>().order_id)
      .executeTakeFirstOrThrow();
    expect(row.surge_charge_minor).toBe(500);
    expect(row.delivery_charge_minor + row.surge_charge_minor).toBe(row.order_amount_minor);
  });
});

describe('the operator API', () => {
  test('needs the operator key', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/v1/operator/surge-prices' });
    expect(res.statusCode).toBe(401);
  });

  test.each([
    ['price_type', { price_type: 'multiplier' }, 'price_type must be percent or fixed.'],
    ['price', { price: 0 }, 'price must be a number greater than 0.'],
    ['price', { price: 150 }, 'The surge rule field price is not valid.'],
    ['weekdays', { duration_type: 'weekly', weekdays: [] }, 'The surge rule field weekdays is not valid.'],
    ['end_date', { end_date: '2025-01-01' }, 'The surge rule field end_date is not valid.'],
    ['start_time', { start_time: '25:00' }, 'start_time must be a time HH:mm.'],
    ['module_id', { module_id: 999999 }, 'This zone does not offer this module.'],
  ])('refuses a bad %s with a clear 400', async (_field, over, message) => {
    const res = await operator('POST', '/api/v1/operator/surge-prices', evenings(over));
    expect(res.statusCode).toBe(400);
    expect(res.json<Err>().errors[0]!.message).toBe(message);
    expect(await w.db.selectFrom('surge_prices').select('id').execute()).toEqual([]);
  });

  test('a refusal speaks the operator’s language', async () => {
    const res = await operator(
      'POST',
      '/api/v1/operator/surge-prices',
      evenings({ dates: [], duration_type: 'custom' }),
      'ru',
    );
    expect(res.json<Err>().errors[0]!.message).toBe('Поле dates правила повышенного тарифа заполнено неверно.');
  });

  test('lists, replaces and removes a rule; a replaced rule prices the next quote, a removed one none', async () => {
    const id = await addRule({ start_time: '00:00', end_time: '00:00' });
    const listed = await operator('GET', `/api/v1/operator/surge-prices?zone_id=${w.zoneId}`);
    expect(listed.json<{ id: number }[]>().map((r) => r.id)).toEqual([id]);
    const guest = await guestWithPizza();
    expect((await quote(guest)).json<Quote>().surge_charge).toBe(0.6);

    const put = await operator(
      'PUT',
      `/api/v1/operator/surge-prices/${id}`,
      evenings({ price: 50, start_time: '00:00', end_time: '00:00' }),
    );
    expect(put.json()).toMatchObject({ id, price: 50 });
    expect((await quote(guest)).json<Quote>().surge_charge).toBe(1.5);

    expect((await operator('DELETE', `/api/v1/operator/surge-prices/${id}`)).statusCode).toBe(200);
    expect((await quote(guest)).json<Quote>().surge_charge).toBe(0);
    expect((await operator('DELETE', `/api/v1/operator/surge-prices/${id}`)).statusCode).toBe(404);
    expect((await operator('PUT', `/api/v1/operator/surge-prices/${id}`, evenings())).statusCode).toBe(404);
  });
});

describe('under parallel requests', () => {
  test('20 placements while the operator raises the surge: each order is its quote, or a 409, never a mix', async () => {
    const id = await addRule({ start_time: '00:00', end_time: '00:00' });
    const guests = await Promise.all(Array.from({ length: 20 }, () => guestWithPizza()));
    const quoted = await Promise.all(guests.map(async (g) => (await quote(g)).json<Quote>().order_amount));
    const [raised, ...placed] = await Promise.all([
      operator(
        'PUT',
        `/api/v1/operator/surge-prices/${id}`,
        evenings({ price: 50, start_time: '00:00', end_time: '00:00' }),
      ),
      ...guests.map((g, i) => place(g, quoted[i]!)),
    ]);
    expect(raised!.statusCode).toBe(200);
    const ok = placed.filter((r) => r.statusCode === 200);
    expect(ok.length + placed.filter((r) => r.statusCode === 409).length).toBe(20);
    for (const res of ok) {
      const order = await checkStoredSum(res.json<{ order_id: number }>().order_id);
      // the surge it was quoted with (20% of 3.00): an order at the old total never carries the new surge
      expect(order.surge_charge_minor).toBe(60);
    }
    const orders = await w.db.selectFrom('orders').select('id').where('guest_id', 'in', guests).execute();
    expect(orders.length).toBe(ok.length);
  });
});

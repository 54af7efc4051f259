/**
 * Issue 37.7: an Idempotency-Key is bound to a fingerprint of its request. The same key with the same body replays
 * the first answer (a digital order's redirect_link included); the same key with another body (another cart,
 * amount, note, payment method, address, a parcel instead of an order) is refused 422 `idempotency_key`, as the
 * IETF Idempotency-Key draft says, and nothing is ordered twice or swallowed: the second cart stays as it was.
 */
import { issueToken } from '../../src/services/accounts/sessions';
import { bearer, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';
import { DESTINATION, PICKUP, vehicleWorld, type VehicleWorld } from '../vehicle-cart-fixtures';

const PARALLEL = 20;
const ORIGIN = 'http://localhost:3000';
let w: StoreWorld;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

beforeAll(async () => void (w = await storeWorld()));
afterAll(() => w.close());

type Who = { token: string; id: number } | { guest: string };
type Placed = { order_id: number; redirect_link: string | null };
type Err = { errors: { code: string; message: string }[] };

async function newCustomer(walletMinor = 0): Promise<Who & { token: string; id: number }> {
  const row = await w.db
    .insertInto('users')
    .values({
      f_name: 'Key',
      l_name: 'Reuser',
      email: `${unique('k')}@example.com`,
      phone: `+7705${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      password_hash: null,
      image: null,
      status: true,
      login_medium: 'manual',
      social_id: null,
      ref_code: unique('K').toUpperCase(),
      wallet_balance_minor: walletMinor,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await issueToken(w.app.ctx, row.id) };
}
async function newGuest(): Promise<Who> {
  const id = unique('guest');
  await w.db.insertInto('guests').values({ id, created_at: new Date() }).execute();
  return { guest: id };
}
const headersOf = (who: Who, extra: Record<string, string> = {}) => ({
  ...zoneHeaders(w),
  origin: ORIGIN,
  ...('token' in who ? bearer(who.token) : { 'guest-id': who.guest }),
  ...extra,
});
const post = (who: Who, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, headers: headersOf(who, headers), payload });

async function fill(who: Who, itemId: number, quantity = 1) {
  expect((await post(who, '/api/v1/customer/cart/add', { item_id: itemId, quantity })).statusCode).toBe(200);
}
async function quote(who: Who, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await post(who, '/api/v1/customer/order/quote', { order_type: 'take_away', ...extra });
  expect(res.statusCode).toBe(200);
  return (res.json() as { order_amount: number }).order_amount;
}
const placeBody = (amount: number, extra: Record<string, unknown> = {}) => ({
  order_type: 'take_away',
  payment_method: 'cash_on_delivery',
  order_amount: amount,
  contact_phone: '+77019998877',
  ...extra,
});
const place = (who: Who, body: Record<string, unknown>, key: string, lang = 'en') =>
  post(who, '/api/v1/customer/order/place', body, { 'idempotency-key': key, 'x-localization': lang });

const ordersWith = async (key: string) =>
  w.db.selectFrom('orders').select(['id', 'order_status']).where('idempotency_key', '=', key).execute();
const intentsOf = (orderId: number) =>
  w.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('purpose', '=', 'order')
    .where('reference_id', '=', String(orderId))
    .execute();
const cartOf = (who: Who) => {
  const q = w.db.selectFrom('store_cart_items').select(['item_id', 'quantity']).orderBy('id');
  return ('token' in who ? q.where('user_id', '=', who.id) : q.where('guest_id', '=', who.guest)).execute();
};

const MISMATCH = {
  en: 'This Idempotency-Key was already used for a different request. Send a new key with a changed request.',
  ru: 'Этот ключ Idempotency-Key уже использован для другого запроса. Для изменённого запроса нужен новый ключ.',
  kz: 'Бұл Idempotency-Key кілті басқа сұрауға қолданылған. Өзгертілген сұрауға жаңа кілт жіберіңіз.',
};

describe.each([
  ['a customer', () => newCustomer()],
  ['a guest', newGuest],
])('%s retrying with one key', (_, who) => {
  test('20 parallel retries of a digital order: one order, one payment intent, the same link for all', async () => {
    const owner = await who();
    await fill(owner, w.items.lastUnits, 1);
    await w.db.updateTable('items').set({ stock: 3 }).where('id', '=', w.items.lastUnits).execute();
    const body = placeBody(await quote(owner), {
      payment_method: 'digital_payment',
      callback: '/checkout?page=success',
    });
    const key = unique('digital');
    const answers = await times(PARALLEL, () => place(owner, body, key));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const placed = answers.map((r) => r.json() as Placed);
    expect(new Set(placed.map((p) => p.order_id)).size).toBe(1);
    const links = new Set(placed.map((p) => p.redirect_link));
    expect(links.size).toBe(1);
    expect([...links][0]).toMatch(/\/payment\/demo\//);
    expect(await ordersWith(key)).toHaveLength(1);
    expect(await intentsOf(placed[0]!.order_id)).toHaveLength(1);
    // a later retry (the answer was lost) gets the same link again
    const later = (await place(owner, body, key)).json() as Placed;
    expect(later).toMatchObject({ order_id: placed[0]!.order_id, redirect_link: placed[0]!.redirect_link });
    expect(
      (await w.db.selectFrom('items').select('stock').where('id', '=', w.items.lastUnits).executeTakeFirstOrThrow())
        .stock,
    ).toBe(2);
  });

  test('the same key with another cart: 422 in each language, the second cart neither ordered nor emptied', async () => {
    const owner = await who();
    await fill(owner, w.items.pizza, 1);
    const key = unique('cart');
    const first = await place(owner, placeBody(await quote(owner)), key);
    expect(first.statusCode).toBe(200);
    // the same pizza again: a byte-identical body, but a new cart behind it
    await fill(owner, w.items.pizza, 1);
    const same = await place(owner, placeBody(await quote(owner)), key);
    expect([same.statusCode, (same.json() as Err).errors[0]?.code]).toEqual([422, 'idempotency_key']);
    await fill(owner, w.items.pizza, 1);
    const second = placeBody(await quote(owner));
    for (const lang of ['en', 'ru', 'kz'] as const) {
      const res = await place(owner, second, key, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        errors: [{ code: 'idempotency_key', message: MISMATCH[lang] }],
        request_id: expect.any(String),
      });
    }
    expect(await ordersWith(key)).toHaveLength(1);
    expect(await cartOf(owner)).toEqual([{ item_id: w.items.pizza, quantity: 2 }]);
    // with a new key the second cart is ordered
    expect((await place(owner, second, unique('fresh'))).statusCode).toBe(200);
  });

  test('the same key with another note, payment method or amount: 422, one order', async () => {
    const owner = await who();
    await fill(owner, w.items.pizza, 1);
    const amount = await quote(owner);
    const key = unique('fields');
    const body = placeBody(amount, { order_note: 'ring twice' });
    expect((await place(owner, body, key)).statusCode).toBe(200);
    for (const changed of [
      { ...body, order_note: 'leave at the door' },
      { ...body, payment_method: 'digital_payment' },
      { ...body, order_amount: amount + 1 },
      {
        ...body,
        order_type: 'delivery',
        address: {
          address: 'Абая 1',
          latitude: 43.24,
          longitude: 76.94,
          contact_person_name: 'A',
          contact_person_number: '+77010000000',
        },
      },
    ]) {
      const res = await place(owner, changed, key);
      expect([res.statusCode, (res.json() as Err).errors[0]?.code]).toEqual([422, 'idempotency_key']);
    }
    // the same body still replays
    expect((await place(owner, body, key)).statusCode).toBe(200);
    expect(await ordersWith(key)).toHaveLength(1);
  });
});

test('a key used for a parcel does not answer a store order (nor the reverse)', async () => {
  const owner = await newGuest();
  const category = await w.db
    .insertInto('parcel_categories')
    .values({
      name: 'Docs',
      i18n: '{}',
      description: '',
      image: '/storage/parcel/x.svg',
      per_km_charge_minor: 1000,
      minimum_charge_minor: 3000,
      status: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const point = {
    address: 'Абая 10',
    latitude: 43.25,
    longitude: 76.95,
    contact_person_name: 'A',
    contact_person_number: '+77011234567',
  };
  const quoted = await w.app.inject({
    method: 'POST',
    url: '/api/v1/parcel/quote',
    headers: { moduleid: String(w.modules.parcel) },
    payload: { category_id: category.id, sender: point, receiver: { ...point, longitude: 77 } },
  });
  const parcel = {
    category_id: category.id,
    sender: point,
    receiver: { ...point, longitude: 77 },
    payment_method: 'cash_on_delivery',
    order_amount: (quoted.json() as { order_amount: number }).order_amount,
  };
  const key = unique('parcel');
  const sent = await post(owner, '/api/v1/parcel/place', parcel, {
    'idempotency-key': key,
    moduleid: String(w.modules.parcel),
  });
  expect(sent.statusCode).toBe(200);
  const otherReceiver = await post(
    owner,
    '/api/v1/parcel/place',
    { ...parcel, receiver: { ...parcel.receiver, address: 'Достык 5' } },
    { 'idempotency-key': key, moduleid: String(w.modules.parcel) },
  );
  expect(otherReceiver.statusCode).toBe(422);
  await fill(owner, w.items.pizza, 1);
  const order = await place(owner, placeBody(await quote(owner)), key);
  expect(order.statusCode).toBe(422);
  expect(await cartOf(owner)).toHaveLength(1);
});

describe('wallet top-up with one key', () => {
  const addFund = (who: Who, amount: number, key: string) =>
    post(
      who,
      '/api/v1/customer/wallet/add-fund',
      { amount, payment_method: 'demo', callback: '/profile?page=wallet' },
      { 'idempotency-key': key },
    );

  test('100 then 5000 with one key: the second is refused 422, not answered with the link for 100', async () => {
    const customer = await newCustomer();
    const key = unique('fund');
    const first = await addFund(customer, 100, key);
    expect(first.statusCode).toBe(200);
    const second = await addFund(customer, 5000, key);
    expect([second.statusCode, (second.json() as Err).errors[0]?.code]).toEqual([422, 'idempotency_key']);
    const same = await addFund(customer, 100, key);
    expect(same.json()).toEqual(first.json());
    const intents = await w.db
      .selectFrom('payment_intents')
      .select('amount_minor')
      .where('purpose', '=', 'wallet_fund')
      .where('user_id', '=', customer.id)
      .execute();
    expect(intents).toEqual([{ amount_minor: 10_000 }]);
  });
});

describe('booking a trip with one key', () => {
  let v: VehicleWorld;
  let day = 0;
  beforeAll(async () => void (v = await vehicleWorld()));
  afterAll(() => v.close());

  const fill = (token: string) =>
    v.app.inject({
      method: 'POST',
      url: '/api/v1/rental/user/cart/add-to-cart',
      headers: bearer(token),
      payload: {
        vehicle_id: v.ids.rental.both,
        pickup_location: PICKUP,
        destination_location: DESTINATION,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_time: `2026-12-${String(++day).padStart(2, '0')} 10:00`,
      },
    });
  const book = (token: string, body: Record<string, unknown>, key: string) =>
    v.app.inject({
      method: 'POST',
      url: '/api/v1/rental/user/trip/trip-booking',
      headers: { ...bearer(token), origin: ORIGIN, 'idempotency-key': key },
      payload: body,
    });
  const tripsWith = (key: string) => v.db.selectFrom('trips').select('id').where('idempotency_key', '=', key).execute();

  test('20 parallel digital bookings: one trip, one intent, the same link for all', async () => {
    const customer = await v.addCustomer(`tripper${Date.now()}`);
    expect((await fill(customer.token)).statusCode).toBe(200);
    const key = unique('trip');
    const answers = await times(PARALLEL, () => book(customer.token, { payment_method: 'digital_payment' }, key));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const trips = answers.map((r) => r.json() as { id: number; redirect_link?: string });
    expect(new Set(trips.map((t) => t.id)).size).toBe(1);
    expect(new Set(trips.map((t) => t.redirect_link)).size).toBe(1);
    expect(trips[0]!.redirect_link).toMatch(/\/payment\/demo\//);
    const intents = await v.db
      .selectFrom('payment_intents')
      .select('id')
      .where('purpose', '=', 'trip')
      .where('reference_id', '=', String(trips[0]!.id))
      .execute();
    expect(intents).toHaveLength(1);
  });

  test('the same key with another payment method, or with a new trip in the cart: 422, one trip', async () => {
    const customer = await v.addCustomer(`switcher${Date.now()}`);
    await fill(customer.token);
    const key = unique('trip');
    expect((await book(customer.token, { payment_method: 'cash_on_delivery' }, key)).statusCode).toBe(200);
    const other = await book(customer.token, { payment_method: 'wallet' }, key);
    expect([other.statusCode, (other.json() as Err).errors[0]?.code]).toEqual([422, 'idempotency_key']);
    // the same request again replays, until the cart holds another trip
    expect((await book(customer.token, { payment_method: 'cash_on_delivery' }, key)).statusCode).toBe(200);
    await fill(customer.token);
    const refilled = await book(customer.token, { payment_method: 'cash_on_delivery' }, key);
    expect([refilled.statusCode, (refilled.json() as Err).errors[0]?.code]).toEqual([422, 'idempotency_key']);
    expect(await tripsWith(key)).toHaveLength(1);
  });
});

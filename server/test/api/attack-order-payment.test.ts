/**
 * Issue 38.3: a digital order is never left unpayable. The order and its payment intent are written in one
 * transaction (an intent that cannot be made leaves no order, no emptied cart, no held stock), a retry with the
 * same key re-issues the link of the order it placed, and an order left unpaid is released on a schedule
 * (services/orders/unpaid-release.ts): failed, its stock back exactly once, its coupon use given back, even with several
 * instances releasing at once.
 */
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { ConfigError, readEnv } from '../../src/env';
import { completePayment } from '../../src/services/payments/payments';
import { issueToken } from '../../src/services/accounts/sessions';
import { DEFAULT_UNPAID_RELEASE_MS, releaseUnpaidRound } from '../../src/services/orders/unpaid-release';
import { addCoupon, bearer, stockOf, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';
import { TEST_PASSWORD_COST } from './helpers';

const ORIGIN = 'http://localhost:3000';
let w: StoreWorld;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => void (w = await storeWorld()));
afterAll(() => w.close());

type Who = { token: string; id: number } | { guest: string };
type Placed = { order_id: number; redirect_link: string | null };

async function newCustomer(): Promise<Who & { token: string; id: number }> {
  const row = await w.db
    .insertInto('users')
    .values({
      f_name: 'Pay',
      l_name: 'Later',
      email: `${unique('p')}@example.com`,
      phone: `+7705${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      password_hash: null,
      image: null,
      status: true,
      login_medium: 'manual',
      social_id: null,
      ref_code: unique('P').toUpperCase(),
      wallet_balance_minor: 0,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await issueToken(w.app.ctx, row.id) };
}
const headersOf = (who: Who, extra: Record<string, string> = {}) => ({
  ...zoneHeaders(w),
  origin: ORIGIN,
  ...('token' in who ? bearer(who.token) : { 'guest-id': who.guest }),
  ...extra,
});
const post = (who: Who, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, headers: headersOf(who, headers), payload });

async function digitalBody(who: Who, itemId: number, quantity: number, extra: Record<string, unknown> = {}) {
  expect((await post(who, '/api/v1/customer/cart/add', { item_id: itemId, quantity })).statusCode).toBe(200);
  const quoted = await post(who, '/api/v1/customer/order/quote', { order_type: 'take_away', ...extra });
  expect(quoted.statusCode).toBe(200);
  return {
    order_type: 'take_away',
    payment_method: 'digital_payment',
    order_amount: (quoted.json() as { order_amount: number }).order_amount,
    contact_phone: '+77019998877',
    callback: '/checkout?page=success',
    ...extra,
  };
}
const place = (who: Who, body: Record<string, unknown>, key: string) =>
  post(who, '/api/v1/customer/order/place', body, { 'idempotency-key': key });

const cartOf = (who: Who) => {
  const q = w.db.selectFrom('store_cart_items').select(['item_id', 'quantity']);
  return ('token' in who ? q.where('user_id', '=', who.id) : q.where('guest_id', '=', who.guest)).execute();
};
const ordersOf = (who: Who) => {
  const q = w.db.selectFrom('orders').select(['id', 'order_status', 'payment_status']);
  return ('token' in who ? q.where('user_id', '=', who.id) : q.where('guest_id', '=', who.guest)).execute();
};
const intentsOf = (orderId: number) =>
  w.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('purpose', '=', 'order')
    .where('reference_id', '=', String(orderId))
    .execute();
const digitalOrdersWithoutIntent = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from orders o where o.payment_method = 'digital_payment'
        and not exists (select 1 from payment_intents p where p.purpose = 'order' and p.reference_id = o.id::text)`.execute(
        w.db,
      )
    ).rows[0]!.n,
  );

describe('the order and its payment intent, together', () => {
  test('an unknown gateway is refused before anything is written', async () => {
    const customer = await newCustomer();
    const stock = await stockOf(w, w.items.lastUnits);
    const body = await digitalBody(customer, w.items.lastUnits, 1, { payment_gateway: 'no-such-gateway' });
    const res = await place(customer, body, unique('gw'));
    expect(res.statusCode).toBe(400);
    expect(await ordersOf(customer)).toEqual([]);
    expect(await cartOf(customer)).toEqual([{ item_id: w.items.lastUnits, quantity: 1 }]);
    expect(await stockOf(w, w.items.lastUnits)).toBe(stock);
    expect(await digitalOrdersWithoutIntent()).toBe(0);
  });

  test('the intent cannot be written: no order is left, the cart and stock are untouched; the retry places it', async () => {
    const customer = await newCustomer();
    const stock = await stockOf(w, w.items.lastUnits);
    const body = await digitalBody(customer, w.items.lastUnits, 1);
    // the payment_intents insert fails, as a lost connection or a full disk would make it
    await sql`create function refuse_intents() returns trigger language plpgsql as $$
      begin raise exception 'payment intents are down'; end $$`.execute(w.db);
    await sql`create trigger refuse_intents before insert on payment_intents
      for each row execute function refuse_intents()`.execute(w.db);
    const key = unique('down');
    let failed;
    try {
      failed = await place(customer, body, key);
    } finally {
      await sql`drop trigger refuse_intents on payment_intents`.execute(w.db);
      await sql`drop function refuse_intents()`.execute(w.db);
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await ordersOf(customer)).toEqual([]);
    expect(await cartOf(customer)).toEqual([{ item_id: w.items.lastUnits, quantity: 1 }]);
    expect(await stockOf(w, w.items.lastUnits)).toBe(stock);
    expect(await digitalOrdersWithoutIntent()).toBe(0);

    const retry = await place(customer, body, key);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as Placed).redirect_link).toMatch(/\/payment\/demo\//);
    expect(await stockOf(w, w.items.lastUnits)).toBe(stock - 1);
    expect(await digitalOrdersWithoutIntent()).toBe(0);
  });

  test('a digital order placed before this fix without an intent gets one on its retry', async () => {
    const customer = await newCustomer();
    const body = await digitalBody(customer, w.items.pizza, 1);
    const key = unique('legacy');
    const placed = (await place(customer, body, key)).json() as Placed;
    // what an instance killed between the order's commit and the intent's insert left behind
    await w.db.deleteFrom('payment_intents').where('reference_id', '=', String(placed.order_id)).execute();
    const retry = await place(customer, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      order_id: placed.order_id,
      redirect_link: expect.stringMatching(/\/payment\/demo\//),
    });
    expect(await digitalOrdersWithoutIntent()).toBe(0);
  });
});

describe('a digital order left unpaid is released on schedule', () => {
  const HOUR_AGO = () => new Date(Date.now() - 60 * 60_000);
  const age = (orderId: number) =>
    w.db.updateTable('orders').set({ created_at: HOUR_AGO() }).where('id', '=', orderId).execute();
  const orderRow = (id: number) => w.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const timeline = async (id: number) =>
    (
      await w.db.selectFrom('order_status_logs').select('status').where('order_id', '=', id).orderBy('id').execute()
    ).map((r) => r.status);

  test('two instances racing the release: failed once, stock back once, the coupon use given back', async () => {
    await addCoupon(w, { code: 'ONCE', limit_per_user: 1 });
    const customer = await newCustomer();
    const stock = await stockOf(w, w.items.lastUnits);
    const body = await digitalBody(customer, w.items.lastUnits, 2, { coupon_code: 'ONCE' });
    const placed = (await place(customer, body, unique('unpaid'))).json() as Placed;
    expect(await stockOf(w, w.items.lastUnits)).toBe(stock - 2);
    // a cash order of the same age waits on nobody's payment: never released
    const cash = await post(customer, '/api/v1/customer/cart/add', { item_id: w.items.pizza, quantity: 1 });
    expect(cash.statusCode).toBe(200);
    const cashQuote = await post(customer, '/api/v1/customer/order/quote', { order_type: 'take_away' });
    const cashOrder = (
      await place(
        customer,
        {
          ...body,
          coupon_code: undefined,
          payment_method: 'cash_on_delivery',
          order_amount: (cashQuote.json() as { order_amount: number }).order_amount,
        },
        unique('cash'),
      )
    ).json() as Placed;
    // placed just now: not yet due
    expect(await releaseUnpaidRound(w.app.ctx, DEFAULT_UNPAID_RELEASE_MS)).toEqual({ orders: 0, trips: 0 });
    await age(placed.order_id);
    await age(cashOrder.order_id);

    // a second instance on the same database (its own pool on PostgreSQL)
    const otherDb = w.url ? await openDatabase({ url: w.url }) : w.db;
    const other = await buildApp({
      db: otherDb,
      demo: true,
      logger: false,
      passwordCost: TEST_PASSWORD_COST,
      unpaidRelease: false,
    });
    try {
      const rounds = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          releaseUnpaidRound((i % 2 ? other : w.app).ctx, DEFAULT_UNPAID_RELEASE_MS),
        ),
      );
      expect(rounds.reduce((n, r) => n + r.orders, 0)).toBe(1);
    } finally {
      await other.close();
      if (otherDb !== w.db) await otherDb.destroy();
    }
    expect(await orderRow(placed.order_id)).toMatchObject({ order_status: 'failed', payment_status: 'failed' });
    expect(await timeline(placed.order_id)).toEqual(['pending', 'failed']);
    expect(await stockOf(w, w.items.lastUnits)).toBe(stock);
    expect(await orderRow(cashOrder.order_id)).toMatchObject({ order_status: 'pending' });
    // the coupon (one use per customer) is the customer's to use again
    const again = await digitalBody(customer, w.items.lastUnits, 1, { coupon_code: 'ONCE' });
    expect((await place(customer, again, unique('again'))).statusCode).toBe(200);
  });

  test('a payment landing after the release goes to the wallet; the order stays failed', async () => {
    const customer = await newCustomer();
    const body = await digitalBody(customer, w.items.pizza, 1);
    const key = unique('late');
    const placed = (await place(customer, body, key)).json() as Placed;
    await age(placed.order_id);
    expect((await releaseUnpaidRound(w.app.ctx, DEFAULT_UNPAID_RELEASE_MS)).orders).toBe(1);
    const replay = (await place(customer, body, key)).json() as Placed;
    expect(replay).toEqual(expect.objectContaining({ order_id: placed.order_id, redirect_link: null }));
    const [intent] = await intentsOf(placed.order_id);
    await completePayment(w.app.ctx, intent!.id, 'paid');
    expect(await orderRow(placed.order_id)).toMatchObject({ order_status: 'failed' });
    const user = await w.db
      .selectFrom('users')
      .select('wallet_balance_minor')
      .where('id', '=', 'token' in customer ? customer.id : 0)
      .executeTakeFirstOrThrow();
    expect(user.wallet_balance_minor).toBe(intent!.amount_minor);
  });

  test('a digital trip unpaid and given no new link is canceled; one with a fresh link is kept', async () => {
    const trip = (createdAt: Date) => ({
      module_type: 'rental' as const,
      user_id: null,
      guest_id: 'guest-aaaaaaaa',
      provider_id: w.stores.food,
      idempotency_scope: null,
      idempotency_key: null,
      trip_type: 'hourly' as const,
      estimated_hours: 2,
      distance_m: 0,
      pickup_location: '{}',
      destination_location: '{}',
      pickup_time: '2026-12-01 10:00',
      held_during: '[2026-12-01 05:00:00+00,2026-12-01 07:00:00+00)',
      payment_method: 'digital_payment',
      payment_status: 'unpaid' as const,
      contact: null,
      subtotal_minor: 1000,
      vehicle_discount_minor: 0,
      provider_discount_minor: 0,
      tax_minor: 0,
      tax_included: false,
      total_minor: 1000,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const [stale, relinked] = await w.db
      .insertInto('trips')
      .values([trip(HOUR_AGO()), trip(HOUR_AGO())])
      .returning('id')
      .execute();
    // the payment route gave the second one a new link a minute ago
    await w.db
      .insertInto('payment_intents')
      .values({
        id: unique('intent'),
        purpose: 'trip',
        reference_id: String(relinked!.id),
        amount_minor: 1000,
        user_id: null,
        guest_id: 'guest-aaaaaaaa',
        gateway: 'demo',
        callback_url: '/my-trips',
        created_at: new Date(Date.now() - 60_000),
        completed_at: null,
      })
      .execute();
    const rounds = await Promise.all(
      Array.from({ length: 5 }, () => releaseUnpaidRound(w.app.ctx, DEFAULT_UNPAID_RELEASE_MS)),
    );
    expect(rounds.reduce((n, r) => n + r.trips, 0)).toBe(1);
    const statuses = await w.db
      .selectFrom('trips')
      .select(['id', 'status'])
      .where('id', 'in', [stale!.id, relinked!.id])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: stale!.id, status: 'canceled' },
      { id: relinked!.id, status: 'pending' },
    ]);
  });
});

test('UNPAID_RELEASE_MINUTES sets the wait (30 by default, 0 never); a bad value stops the start', () => {
  expect(readEnv({}).unpaidReleaseMs).toBe(30 * 60_000);
  expect(readEnv({ UNPAID_RELEASE_MINUTES: '90' }).unpaidReleaseMs).toBe(90 * 60_000);
  expect(readEnv({ UNPAID_RELEASE_MINUTES: '0' }).unpaidReleaseMs).toBe(0);
  expect(() => readEnv({ UNPAID_RELEASE_MINUTES: 'soon' })).toThrow(ConfigError);
});

/**
 * Issue 38.3: a digital order is never left unpayable. The order and its payment intent are written in one
 * transaction (an intent that cannot be made leaves no order, no emptied cart, no held stock), a retry with the
 * same key re-issues the link of the order it placed, and an order left unpaid is released on a schedule
 * (services/unpaid-release.ts): failed, its stock back exactly once, its coupon use given back, even with several
 * instances releasing at once.
 */
import { sql } from 'kysely';
import { issueToken } from '../../src/services/sessions';
import { bearer, stockOf, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';

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

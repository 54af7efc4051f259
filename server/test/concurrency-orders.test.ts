/**
 * Money, stock, points and statuses under parallel requests (issue 20). Every test fires at least 20 requests at
 * once; on PostgreSQL (test:pg) the pool runs them truly in parallel, on PGlite they interleave one query at a
 * time. Each invariant is checked on what the database holds afterwards, not on the answers alone.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../src/db/schema';
import { sendOtp, verifyOtp } from '../src/services/accounts/otp';
import { addCoupon, bearer, cancelOrder, setRewards, stockOf, type StoreWorld, storeWorld } from './store-fixture';

const PARALLEL = 20;
let w: StoreWorld;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  // the per-client sign-in limit is not under test here: 20 sign-ups from one test client must pass
  w = await storeWorld({ authRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  await setRewards(w, { loyalty_point_item_purchase_point: 100 });
});
afterAll(() => w.close());

const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, payload, headers: { origin: 'http://localhost:3000', ...headers } });

type Who = { token?: string; guest?: string };
const headersOf = (who: Who): Record<string, string> => (who.token ? bearer(who.token) : {});
const guestOf = (who: Who) => (who.guest ? { guest_id: who.guest } : {});

async function newGuest(): Promise<string> {
  const id = unique('guest');
  await w.db.insertInto('guests').values({ id, created_at: new Date() }).execute();
  return id;
}

/** Signs a customer up (with a referral code when given), with `walletMinor` in their wallet. */
async function newCustomer(walletMinor = 0, refCode?: string): Promise<{ id: number; token: string; email: string }> {
  const email = `${unique('c')}@example.com`;
  const res = await post('/api/v1/auth/sign-up', {
    name: 'Параллельный Клиент',
    email,
    phone: `+7705${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    password: 'secret123',
    confirm_password: 'secret123',
    ...(refCode ? { ref_code: refCode } : {}),
  });
  expect(res.statusCode).toBe(200);
  const token = (res.json() as { token: string }).token;
  const info = await w.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
  const id = (info.json() as { id: number }).id;
  if (walletMinor)
    await w.db.updateTable('users').set({ wallet_balance_minor: walletMinor }).where('id', '=', id).execute();
  return { id, token, email };
}

async function fillCart(who: Who, itemId: number, quantity = 1) {
  const res = await post('/api/v1/customer/cart/add', { item_id: itemId, quantity, ...guestOf(who) }, headersOf(who));
  expect(res.statusCode).toBe(200);
}

async function quote(who: Who, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await post(
    '/api/v1/customer/order/quote',
    { order_type: 'take_away', ...guestOf(who), ...extra },
    headersOf(who),
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { order_amount: number }).order_amount;
}

/** Places an order with a fresh Idempotency-Key header, unless `extra` names idempotency_key (`noKey`, a body copy). */
function place(who: Who, amount: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const key: Record<string, string> = 'idempotency_key' in extra ? {} : { 'idempotency-key': unique('key') };
  return post(
    '/api/v1/customer/order/place',
    {
      order_type: 'take_away',
      payment_method: 'cash_on_delivery',
      order_amount: amount,
      contact_phone: '+77019998877',
      ...guestOf(who),
      ...extra,
    },
    { ...key, ...headersOf(who), ...headers },
  );
}

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;
const countOrders = async (where: (q: OrdersQuery) => OrdersQuery) =>
  Number(
    (
      await where(w.db.selectFrom('orders'))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** PARALLEL new guests, each with one `itemId` in the cart, and the total each one's checkout shows. */
async function guestCarts(itemId: number, extra: Record<string, unknown> = {}) {
  const guests = await times(PARALLEL, () => newGuest());
  const amounts: number[] = [];
  for (const guest of guests) {
    await fillCart({ guest }, itemId, 1);
    amounts.push(await quote({ guest }, extra));
  }
  return { guests, amounts };
}

const refCodeOf = async (userId: number) =>
  (await w.db.selectFrom('users').select('ref_code').where('id', '=', userId).executeTakeFirstOrThrow()).ref_code;
/** The customer's wallet ledger rows of one kind. */
const ledgerRows = (userId: number, type: string) =>
  w.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('transaction_type', '=', type)
    .execute();
const walletOf = async (userId: number) =>
  (await w.db.selectFrom('users').select('wallet_balance_minor').where('id', '=', userId).executeTakeFirstOrThrow())
    .wallet_balance_minor;

/** A wallet-paid take-away order of `quantity` pizzas, checked out as the storefront does; its id and amount. */
async function walletOrder(token: string, quantity: number): Promise<{ orderId: number; amount: number }> {
  await fillCart({ token }, w.items.pizza, quantity);
  const amount = await quote({ token });
  const placed = await place({ token }, amount, { payment_method: 'wallet' });
  expect(placed.statusCode).toBe(200);
  return { orderId: (placed.json() as { order_id: number }).order_id, amount };
}

test('one cart placed 20 times at once with different keys is one order, its stock taken once', async () => {
  const guest = await newGuest();
  const stockBefore = await stockOf(w, w.items.lastUnits);
  await fillCart({ guest }, w.items.lastUnits, 1);
  const amount = await quote({ guest });
  const answers = await times(PARALLEL, () => place({ guest }, amount));
  const ok = answers.filter((r) => r.statusCode === 200);
  expect(ok).toHaveLength(1);
  for (const r of answers) expect(r.statusCode).toBeLessThan(500);
  expect(await countOrders((q) => q.where('guest_id', '=', guest))).toBe(1);
  expect(await stockOf(w, w.items.lastUnits)).toBe(stockBefore - 1);
});

describe('one idempotency rule (the Idempotency-Key header)', () => {
  const orderId = (res: { json(): unknown }) => (res.json() as { order_id: number }).order_id;
  const noKey = { idempotency_key: undefined };

  test('an order placed without a key works; a second try of the emptied cart is refused, not doubled', async () => {
    const guest = await newGuest();
    await fillCart({ guest }, w.items.pizza, 1);
    const amount = await quote({ guest });
    const first = await place({ guest }, amount, noKey);
    expect(first.statusCode).toBe(200);
    const row = await w.db.selectFrom('orders').selectAll().where('id', '=', orderId(first)).executeTakeFirstOrThrow();
    expect(row.idempotency_key).toBeNull();
    expect((await place({ guest }, amount, noKey)).statusCode).toBe(400);
    expect(await countOrders((q) => q.where('guest_id', '=', guest))).toBe(1);
  });

  test('a retry with the same header key answers the same order; the key in the body alone is no key', async () => {
    const customer = await newCustomer();
    await fillCart({ token: customer.token }, w.items.pizza, 1);
    const amount = await quote({ token: customer.token });
    const key = unique('retry-key');
    const first = await place({ token: customer.token }, amount, noKey, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const byHeader = await place({ token: customer.token }, amount, noKey, { 'idempotency-key': key });
    const both = await place({ token: customer.token }, amount, { idempotency_key: key }, { 'idempotency-key': key });
    for (const retry of [byHeader, both]) {
      expect(retry.statusCode).toBe(200);
      expect(orderId(retry)).toBe(orderId(first));
    }
    // the body field is not read: without the header this is a new order of the emptied cart, refused
    const byBody = await place({ token: customer.token }, amount, { idempotency_key: key });
    expect(byBody.statusCode).toBe(400);
    expect(await countOrders((q) => q.where('user_id', '=', customer.id))).toBe(1);
  });

  test("the same key from another customer or a guest places their own order, never answers with the first's", async () => {
    const key = unique('shared-key');
    const customer = await newCustomer();
    const other = await newCustomer();
    const guest = await newGuest();
    const ids: number[] = [];
    for (const who of [{ token: customer.token }, { token: other.token }, { guest }]) {
      await fillCart(who, w.items.pizza, 1);
      const res = await place(who, await quote(who), noKey, { 'idempotency-key': key });
      expect(res.statusCode).toBe(200);
      ids.push(orderId(res));
    }
    expect(new Set(ids).size).toBe(3);
    const owners = await w.db.selectFrom('orders').select(['user_id', 'guest_id']).where('id', 'in', ids).execute();
    expect(owners).toEqual(
      expect.arrayContaining([
        { user_id: customer.id, guest_id: null },
        { user_id: other.id, guest_id: null },
        { user_id: null, guest_id: guest },
      ]),
    );
  });

  test('a malformed key is refused in the asked language, before anything is written', async () => {
    const guest = await newGuest();
    await fillCart({ guest }, w.items.pizza, 1);
    const amount = await quote({ guest });
    const short = await place({ guest }, amount, noKey, { 'idempotency-key': 'short', 'x-localization': 'en' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      code: 'idempotency_key',
      message: 'The idempotency key must be 8 to 100 characters without control characters.',
    });
    const shortBody = await place({ guest }, amount, { idempotency_key: 'short' }, { 'x-localization': 'en' });
    expect(shortBody.statusCode).toBe(400);
    expect(await countOrders((q) => q.where('guest_id', '=', guest))).toBe(0);
  });

  test('20 parallel placements with the same key: one order, stock and wallet moved once, every answer it', async () => {
    const customer = await newCustomer(100_000);
    const stockBefore = await stockOf(w, w.items.lastUnits);
    await fillCart({ token: customer.token }, w.items.lastUnits, 1);
    const amount = await quote({ token: customer.token });
    const key = unique('race-key');
    const answers = await times(PARALLEL, () =>
      place({ token: customer.token }, amount, { payment_method: 'wallet', ...noKey }, { 'idempotency-key': key }),
    );
    for (const r of answers) expect(r.statusCode).toBe(200);
    expect(new Set(answers.map(orderId)).size).toBe(1);
    expect(await countOrders((q) => q.where('user_id', '=', customer.id))).toBe(1);
    expect(await stockOf(w, w.items.lastUnits)).toBe(stockBefore - 1);
    expect(await walletOf(customer.id)).toBe(100_000 - Math.round(amount * 100));
    expect(await ledgerRows(customer.id, 'order_payment')).toHaveLength(1);
  });
});

test('20 parallel cancels of a wallet-paid order refund it once', async () => {
  const customer = await newCustomer(100_000);
  const { orderId, amount } = await walletOrder(customer.token, 1);
  const afterPay = await walletOf(customer.id);
  expect(afterPay).toBe(100_000 - Math.round(amount * 100));
  const answers = await times(PARALLEL, () => cancelOrder(w, customer.token, orderId));
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  for (const r of answers) expect(r.statusCode).toBeLessThan(500);
  expect(await ledgerRows(customer.id, 'order_refund')).toHaveLength(1);
  // the order earned points and nothing was converted: the whole payment comes back
  expect(await walletOf(customer.id)).toBe(100_000);
});

test('20 parallel wrong OTP guesses are checked at most 5 times, and the right code is dead afterwards', async () => {
  const phone = `+7701${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  const sent = await sendOtp(
    { ...w.app.ctx, demo: true },
    { channel: 'phone', target: phone, purpose: 'login' },
    { client: '127.0.0.1', lang: 'en' },
  );
  const code = sent.demo_otp!;
  const wrong = code === '000000' ? '111111' : '000000';
  const results = await Promise.allSettled(
    Array.from({ length: PARALLEL }, () =>
      verifyOtp(w.app.ctx, { channel: 'phone', target: phone, purpose: 'login' }, wrong),
    ),
  );
  expect(results.every((r) => r.status === 'rejected')).toBe(true);
  const row = await w.db
    .selectFrom('otps')
    .select('attempts')
    .where('session_id', '=', sent.session_info)
    .executeTakeFirstOrThrow();
  expect(row.attempts).toBe(5);
  await expect(verifyOtp(w.app.ctx, { channel: 'phone', target: phone, purpose: 'login' }, code)).rejects.toThrow(
    /Too many/,
  );
});

test('a right OTP signs in once however many requests race with it', async () => {
  const customer = await newCustomer();
  const phone = (await w.db.selectFrom('users').select('phone').where('id', '=', customer.id).executeTakeFirstOrThrow())
    .phone!;
  const sent = await sendOtp(
    { ...w.app.ctx, demo: true },
    { channel: 'phone', target: phone, purpose: 'login' },
    { client: '127.0.0.1', lang: 'en' },
  );
  const answers = await times(PARALLEL, () =>
    post('/api/v1/auth/verify-otp', { phone, otp: sent.demo_otp, login_type: 'otp', verification_type: 'phone' }),
  );
  const signedIn = answers.filter((r) => r.statusCode === 200 && (r.json() as { token?: string }).token);
  expect(signedIn).toHaveLength(1);
  for (const r of answers) expect(r.statusCode).toBeLessThan(500);
});

describe('coupons', () => {
  const coupon = (code: string, limits: { limit_per_user?: number; total_usage_limit?: number }) =>
    addCoupon(w, { code, ...limits });

  test('once per customer holds for guests: 20 guest carts with one phone use it once', async () => {
    await coupon('ONCEEACH', { limit_per_user: 1 });
    const { guests, amounts } = await guestCarts(w.items.pizza, { coupon_code: 'ONCEEACH' });
    const answers = await Promise.all(
      guests.map((guest, i) =>
        place({ guest }, amounts[i]!, { coupon_code: 'ONCEEACH', contact_phone: '+77015550011' }),
      ),
    );
    for (const r of answers) expect(r.statusCode).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await countOrders((q) => q.where('coupon_code', '=', 'ONCEEACH'))).toBe(1);
  });

  test('a total usage limit of 3 holds against 20 customers at once', async () => {
    await coupon('FIRST3', { total_usage_limit: 3 });
    const { guests, amounts } = await guestCarts(w.items.pizza, { coupon_code: 'FIRST3' });
    const answers = await Promise.all(
      guests.map((guest, i) =>
        place({ guest }, amounts[i]!, {
          coupon_code: 'FIRST3',
          contact_phone: `+7701666${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    for (const r of answers) expect(r.statusCode).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await countOrders((q) => q.where('coupon_code', '=', 'FIRST3'))).toBe(3);
  });
});

describe('referrals', () => {
  test('20 sign-ups with a code pay the referrer nothing until one of them has a paid order', async () => {
    const referrer = await newCustomer();
    const ref_code = await refCodeOf(referrer.id);
    const signUps = await times(PARALLEL, (i) =>
      post('/api/v1/auth/sign-up', {
        name: 'Приглашённый',
        email: `${unique('ref')}@example.com`,
        phone: `+7707${String(1_000_000 + i * 7919 + Math.floor(Math.random() * 1000)).padStart(7, '0')}`,
        password: 'secret123',
        confirm_password: 'secret123',
        ref_code,
      }),
    );
    for (const r of signUps) expect(r.statusCode).toBe(200);
    expect(await walletOf(referrer.id)).toBe(0);

    // the first paid order of one referred customer earns the referrer once, however many are placed at once
    const token = (signUps[0]!.json() as { token: string }).token;
    const referredId = (
      (await w.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) })).json() as {
        id: number;
      }
    ).id;
    await w.db.updateTable('users').set({ wallet_balance_minor: 100_000 }).where('id', '=', referredId).execute();
    await walletOrder(token, 1);
    const earned = await w.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('user_id', '=', referrer.id)
      .where('transaction_type', '=', 'referral')
      .execute();
    expect(earned).toHaveLength(1);
    expect(await walletOf(referrer.id)).toBe(earned[0]!.credit_minor);
  });

  test('a referrer is paid for at most the configured number of referred customers', async () => {
    await w.db
      .updateTable('settings')
      .set({
        value: JSON.stringify({ loyalty_point_item_purchase_point: 100, ref_max_rewards_per_referrer: 2 }),
      })
      .where('key', '=', 'rewards')
      .execute();
    try {
      const referrer = await newCustomer();
      const ref_code = await refCodeOf(referrer.id);
      const referred = [];
      for (let i = 0; i < PARALLEL; i += 1) {
        const { token } = await newCustomer(100_000, ref_code);
        await fillCart({ token }, w.items.pizza, 1);
        referred.push({ token, amount: await quote({ token }) });
      }
      const answers = await Promise.all(
        referred.map((r) => place({ token: r.token }, r.amount, { payment_method: 'wallet' })),
      );
      for (const r of answers) expect(r.statusCode).toBe(200);
      expect(await ledgerRows(referrer.id, 'referral')).toHaveLength(2);
    } finally {
      await w.db
        .updateTable('settings')
        .set({ value: JSON.stringify({ loyalty_point_item_purchase_point: 100 }) })
        .where('key', '=', 'rewards')
        .execute();
    }
  });
});

test('cancelling takes back every point the order earned, even after they were converted to the wallet', async () => {
  const customer = await newCustomer(1_000_000);
  const { orderId, amount } = await walletOrder(customer.token, 4);
  const earned = (
    await w.db.selectFrom('users').select('loyalty_point').where('id', '=', customer.id).executeTakeFirstOrThrow()
  ).loyalty_point;
  expect(earned).toBeGreaterThanOrEqual(100);
  // convert them all to money, 20 times at once: only one conversion can spend them
  const conversions = await times(PARALLEL, () =>
    post('/api/v1/customer/loyalty-point/point-transfer', { point: earned }, bearer(customer.token)),
  );
  expect(conversions.filter((r) => r.statusCode === 200)).toHaveLength(1);
  const walletBeforeCancel = await walletOf(customer.id);
  const cancel = await cancelOrder(w, customer.token, orderId);
  expect(cancel.statusCode).toBe(200);
  // the refund is the payment less what the converted points were worth: the customer ends where they started
  expect(await walletOf(customer.id)).toBe(1_000_000);
  expect(await walletOf(customer.id)).toBeLessThan(walletBeforeCancel + Math.round(amount * 100));
  const points = (
    await w.db.selectFrom('users').select('loyalty_point').where('id', '=', customer.id).executeTakeFirstOrThrow()
  ).loyalty_point;
  expect(points).toBe(0);
});

describe('store opening hours', () => {
  /** Hours that put the store's zone (UTC+5 in the fixture) `from`..`to` hours away from now. */
  const hoursFromNow = (h: number) => {
    const local = new Date(Date.now() + 300 * 60_000 + h * 3_600_000);
    return `${String(local.getUTCHours()).padStart(2, '0')}:00`;
  };

  test('a closed store refuses 20 parallel "as soon as possible" orders and takes one scheduled inside its hours', async () => {
    await w.db
      .updateTable('stores')
      .set({ opening_time: hoursFromNow(2), closing_time: hoursFromNow(5) })
      .where('id', '=', w.stores.food2)
      .execute();
    w.app.ctx.catalogCache.invalidate();
    try {
      const { guests, amounts } = await guestCarts(w.items.otherStoreSalad);
      const asap = await Promise.all(guests.map((guest, i) => place({ guest }, amounts[i]!)));
      for (const r of asap) {
        expect(r.statusCode).toBe(400);
        expect((r.json() as { errors: { code: string }[] }).errors[0]!.code).toMatch(/^storeClosed/);
      }
      expect(await countOrders((q) => q.where('store_id', '=', w.stores.food2).where('guest_id', 'in', guests))).toBe(
        0,
      );

      const inHours = new Date(Date.now() + 3.5 * 3_600_000).toISOString();
      const later = await place({ guest: guests[0]! }, amounts[0]!, { schedule_at: inHours });
      expect(later.statusCode).toBe(200);
      const outside = new Date(Date.now() + 6.5 * 3_600_000).toISOString();
      const refused = await place({ guest: guests[1]! }, amounts[1]!, { schedule_at: outside });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { errors: { code: string }[] }).errors[0]!.code).toMatch(/^storeClosed/);
    } finally {
      await w.db
        .updateTable('stores')
        .set({ opening_time: '00:00', closing_time: '00:00' })
        .where('id', '=', w.stores.food2)
        .execute();
      w.app.ctx.catalogCache.invalidate();
    }
  });
});

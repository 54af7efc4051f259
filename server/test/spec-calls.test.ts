/**
 * SPEC §7's remaining calls (issue 45): cashback (the offers, what an amount earns, the promise kept at delivery
 * once), tax on an amount at a store, the user update at /{userId}, and a store whose plan shows no reviews (§8).
 * PGlite by default; test:pg runs the parallel deliveries on PostgreSQL.
 */
import { clearSettingsCache } from '../src/services/catalog/settings';
import { bearer, placeCashOrder, type StoreWorld, storeWorld } from './store-fixture';

const KEY = 'spec-calls-operator';
let w: StoreWorld;
let offerId: number;
beforeAll(async () => {
  w = await storeWorld({ operatorKey: KEY });
  const [running] = await w.db
    .insertInto('cashback_offers')
    .values([
      {
        title: 'Кешбэк 5%',
        i18n: JSON.stringify({ en: { title: '5% back' } }),
        cashback_type: 'percent',
        value_x100: 500,
        min_purchase_minor: 1000,
        max_discount_minor: 100,
        start_date: '2020-01-01',
        end_date: '2099-12-31',
        same_user_limit: 2,
        status: true,
        created_at: new Date(),
      },
      {
        title: 'Прошедшая акция',
        i18n: '{}',
        cashback_type: 'amount',
        value_x100: 100_000,
        min_purchase_minor: 0,
        max_discount_minor: 0,
        start_date: '2020-01-01',
        end_date: '2020-12-31',
        same_user_limit: null,
        status: true,
        created_at: new Date(),
      },
    ])
    .returning('id')
    .execute();
  offerId = running!.id;
});
afterAll(() => w.close());

type Err = { errors: { code: string; message: string }[] };
const get = (url: string, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'GET', url, headers: { 'x-localization': 'en', ...headers } });
const move = (id: number, status: string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/v1/operator/orders/${id}/status`,
    headers: { 'x-operator-key': KEY },
    payload: { status },
  });
const walletOf = async (userId: number) =>
  (await w.db.selectFrom('users').select('wallet_balance_minor').where('id', '=', userId).executeTakeFirstOrThrow())
    .wallet_balance_minor;

describe('cashback', () => {
  test('the list holds the running offers only, titled in the asked language', async () => {
    const res = await get('/api/v1/cashback/list');
    expect(res.json()).toEqual([
      expect.objectContaining({ id: offerId, title: '5% back', cashback_type: 'percent', cashback_amount: 5 }),
    ]);
    expect((await get('/api/v1/cashback/list', { 'x-localization': 'ru' })).json()[0].title).toBe('Кешбэк 5%');
  });

  test('getCashback: a guest earns nothing; a customer 5%, capped at 1.00, nothing below the minimum', async () => {
    expect((await get('/api/v1/cashback/getCashback?amount=15')).json()).toEqual({ cashback: 0, offer: null });
    const mine = (amount: number) =>
      get(`/api/v1/cashback/getCashback?amount=${amount}`, bearer(w.users.bob.token)).then((r) => r.json());
    expect(await mine(15)).toMatchObject({ cashback: 0.75, offer: { id: offerId } });
    expect(await mine(100)).toMatchObject({ cashback: 1 });
    expect(await mine(9.99)).toEqual({ cashback: 0, offer: null });
  });

  test.each(['', '?amount=-1', '?amount=lots'])('getCashback%s is a 400', async (query) => {
    expect((await get(`/api/v1/cashback/getCashback${query}`)).statusCode).toBe(400);
  });

  test('checkout promises it, delivery pays it into the wallet once, however many deliveries race', async () => {
    const bob = w.users.bob;
    const before = await walletOf(bob.id);
    const orderId = await placeCashOrder(w, bob.token, 1);
    const order = await w.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    // one pizza 30.00 + 10% tax = 33.00: 5% is 1.65, capped at 1.00
    expect([order.cashback_minor, order.cashback_offer_id]).toEqual([100, offerId]);
    const moves = await Promise.all(Array.from({ length: 20 }, () => move(orderId, 'delivered')));
    expect(moves.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await walletOf(bob.id)) - before).toBe(100);
    const ledger = await w.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('user_id', '=', bob.id)
      .where('transaction_type', '=', 'cashback')
      .execute();
    expect(ledger.map((l) => [l.credit_minor, l.reference])).toEqual([[100, `order:${orderId}`]]);
  });

  test('an offer used up by this customer (same_user_limit) is not promised again; a canceled order gives it back', async () => {
    const { alice } = w.users;
    const first = await placeCashOrder(w, alice.token, 1);
    const second = await placeCashOrder(w, alice.token, 1);
    const third = await placeCashOrder(w, alice.token, 1);
    const cashbackOf = async (id: number) =>
      (await w.db.selectFrom('orders').select('cashback_minor').where('id', '=', id).executeTakeFirstOrThrow())
        .cashback_minor;
    expect([await cashbackOf(first), await cashbackOf(second), await cashbackOf(third)]).toEqual([100, 100, 0]);
    const cancel = await w.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: bearer(alice.token),
      payload: { order_id: first, reason: 'changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await cashbackOf(await placeCashOrder(w, alice.token, 1))).toBe(100);
  });
});

describe('tax', () => {
  test("a store's rate on an amount: added (tax_included 0)", async () => {
    const res = await get(`/api/v1/tax?store_id=${w.stores.food}&amount=123.45`);
    expect(res.json()).toEqual({ store_id: w.stores.food, tax_percent: 10, tax_included: false, tax: 12.35 });
  });

  test('included: the tax inside the amount', async () => {
    const value = JSON.stringify({ tax_included: 1, free_delivery_over: 50, guest_checkout_status: 1 });
    await w.db.updateTable('settings').set({ value }).where('key', '=', 'business').execute();
    clearSettingsCache(w.app.ctx);
    try {
      const res = await get(`/api/v1/tax?store_id=${w.stores.food}&amount=110`);
      expect(res.json()).toMatchObject({ tax_included: true, tax: 10 });
    } finally {
      const back = JSON.stringify({ tax_included: 0, free_delivery_over: 50, guest_checkout_status: 1 });
      await w.db.updateTable('settings').set({ value: back }).where('key', '=', 'business').execute();
      clearSettingsCache(w.app.ctx);
    }
  });

  test.each([
    [`store_id=999999&amount=1`, 404],
    [`store_id=abc&amount=1`, 400],
    [`store_id=1`, 400],
    [`store_id=1&amount=1e12`, 400],
  ])('%s → %i', async (query, status) => {
    expect((await get(`/api/v1/tax?${query}`)).statusCode).toBe(status);
  });
});

describe('PUT user update at /{userId}', () => {
  const put = (id: number | string, token: string | null, payload: object) =>
    w.app.inject({
      method: 'PUT',
      url: `/api/v1/customer/${id}`,
      headers: { 'x-localization': 'en', ...(token ? bearer(token) : {}) },
      payload,
    });

  test('the signed-in customer renames their own account', async () => {
    const { bob } = w.users;
    const res = await put(bob.id, bob.token, { name: 'Bob Builder' });
    expect(res.statusCode).toBe(200);
    const row = await w.db.selectFrom('users').select(['f_name', 'l_name']).where('id', '=', bob.id).executeTakeFirst();
    expect(row).toEqual({ f_name: 'Bob', l_name: 'Builder' });
  });

  test("another account's id is refused alike whether it exists or not, and changes nothing", async () => {
    const { alice, bob } = w.users;
    const theirs = await put(alice.id, bob.token, { name: 'Mallory' });
    const nobody = await put(999_999, bob.token, { name: 'Mallory' });
    expect([theirs.statusCode, nobody.statusCode]).toEqual([403, 403]);
    // alike but for each answer's own request id
    const { request_id: _a, ...theirsBody } = theirs.json() as { request_id?: string };
    const { request_id: _b, ...nobodyBody } = nobody.json() as { request_id?: string };
    expect(theirsBody).toEqual(nobodyBody);
    const row = await w.db.selectFrom('users').select('f_name').where('id', '=', alice.id).executeTakeFirst();
    expect(row?.f_name).toBe('alice');
  });

  test('without a session: 401; a malformed id or body: 400', async () => {
    expect((await put(w.users.bob.id, null, { name: 'X' })).statusCode).toBe(401);
    expect((await put('me', w.users.bob.token, { name: 'X' })).statusCode).toBe(400);
    // the photo is update-profile's multipart upload: here it is an unknown field
    const photo = await put(w.users.bob.id, w.users.bob.token, { image: 'x' });
    expect(photo.statusCode).toBe(400);
    expect(photo.json<Err>().errors[0]!.message).toContain('image');
  });

  test('a new phone still needs its proof: a code to the current contact, nothing changed yet', async () => {
    const { bob } = w.users;
    const res = await put(bob.id, bob.token, { phone: '+77019990011' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ otp_send: true, verification_step: 'current_contact' });
    const row = await w.db.selectFrom('users').select('phone').where('id', '=', bob.id).executeTakeFirst();
    expect(row?.phone).toBe('+77010000002');
  });
});

describe('a store without a review plan (SPEC §8)', () => {
  test('says so, in the asked language; its store card carries reviews_section 0', async () => {
    await w.db.updateTable('stores').set({ reviews_section: false }).where('id', '=', w.stores.food2).execute();
    const en = await get(`/api/v1/stores/reviews?store_id=${w.stores.food2}`);
    expect(en.statusCode).toBe(403);
    expect(en.json<Err>().errors[0]).toEqual({
      code: 'review_plan',
      message: 'this store is not having any review plan.',
    });
    const ru = await get(`/api/v1/stores/reviews?store_id=${w.stores.food2}`, { 'x-localization': 'ru' });
    expect(ru.json<Err>().errors[0]!.message).toBe('У этого магазина нет тарифа с отзывами.');
    const store = await get(`/api/v1/stores/details/${w.stores.food2}`);
    expect(store.json()).toMatchObject({ reviews_section: 0 });
    expect((await get(`/api/v1/stores/reviews?store_id=${w.stores.food}`)).statusCode).toBe(200);
  });
});

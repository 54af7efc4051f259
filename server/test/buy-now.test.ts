/**
 * Buy Now and campaign Order Now (issue 22): an order for the lines in the request, never the stored cart, priced,
 * checked and placed by the cart's own functions. On PostgreSQL (test:pg) the parallel tests race for real.
 */
import { addCoupon, bearer, ordersWithKey, stockOf, type StoreWorld, storeWorld } from './store-fixture';

let w: StoreWorld;
let campaignId: number;
beforeAll(async () => {
  w = await storeWorld();
  campaignId = (
    await w.db
      .insertInto('campaign_items')
      .values({
        item_id: w.items.pizza,
        title: 'Pizza week',
        i18n: '{}',
        image: '/storage/campaign/pizza.png',
        available_date_starts: '2000-01-01',
        available_date_ends: '2999-12-31',
        start_time: '00:00:00',
        end_time: '23:59:59',
        price_minor: 2500,
        discount_x100: 0,
        discount_type: 'amount',
        status: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => w.close());

let seq = 0;
const key = () => `buy-now-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, payload, headers });
type Who = { token?: string; guest?: string };
const headersOf = (who: Who) => (who.token ? bearer(who.token) : {});
const guestOf = (who: Who) => (who.guest ? { guest_id: who.guest } : {});

async function cart(who: Who) {
  const res = await w.app.inject({
    method: 'GET',
    url: `/api/v1/customer/cart/list${who.guest ? `?guest_id=${who.guest}` : ''}`,
    headers: headersOf(who),
  });
  return res.json() as { item_id: number; quantity: number }[];
}

async function quote(who: Who, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return post(
    '/api/v1/customer/order/quote',
    { ...guestOf(who), order_type: 'take_away', items, ...extra },
    headersOf(who),
  );
}

async function buy(who: Who, items: Record<string, unknown>[], amount: number, idempotencyKey = key()) {
  return post(
    '/api/v1/customer/order/place',
    {
      ...guestOf(who),
      order_type: 'take_away',
      items,
      payment_method: 'cash_on_delivery',
      order_amount: amount,
      contact_phone: '+77011234567',
    },
    { ...headersOf(who), 'idempotency-key': idempotencyKey },
  );
}

async function orderLines(orderId: number) {
  return w.db
    .selectFrom('order_items')
    .select(['item_id', 'campaign_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
}

describe('Buy Now: one item, the cart untouched', () => {
  test('a guest with pizza in the cart buys one milk: the order holds the milk only, the pizza stays', async () => {
    const guest = { guest: w.guestId };
    const add = await post('/api/v1/customer/cart/add', { guest_id: w.guestId, item_id: w.items.pizza, quantity: 2 });
    expect(add.statusCode).toBe(200);
    const milk = { item_id: w.items.milk, quantity: 2, variation_type: '1L' };
    const q = await quote(guest, [milk]);
    expect(q.statusCode).toBe(200);
    // 2 × 5.00, grocery store without tax
    expect(q.json()).toMatchObject({ items_subtotal: 10, order_amount: 10 });

    const res = await buy(guest, [milk], 10);
    expect(res.statusCode).toBe(200);
    const { order_id } = res.json() as { order_id: number };
    expect(await orderLines(order_id)).toEqual([{ item_id: w.items.milk, campaign_id: null, quantity: 2 }]);
    expect((await cart(guest)).map((l) => [l.item_id, l.quantity])).toEqual([[w.items.pizza, 2]]);
    const milkRow = await w.db
      .selectFrom('items')
      .select(['stock', 'variations'])
      .where('id', '=', w.items.milk)
      .executeTakeFirstOrThrow();
    expect(milkRow.stock).toBe(8);
    expect(milkRow.variations.find((v) => v.type === '1l')!.stock).toBe(8);
  });

  test('the cart rules hold: quantity limits, unknown variation, unknown item, two stores, bad order type', async () => {
    const alice = { token: w.users.alice.token };
    const tooMany = await quote(alice, [{ item_id: w.items.burger, quantity: 4, variation: sizeSmall }]);
    expect(tooMany.statusCode).toBe(400);
    const overLimitInTwoLines = await quote(alice, [
      { item_id: w.items.burger, quantity: 2, variation: sizeSmall },
      { item_id: w.items.burger, quantity: 2, variation: sizeLarge },
    ]);
    expect(overLimitInTwoLines.statusCode).toBe(400);
    const noVariation = await quote(alice, [{ item_id: w.items.milk, quantity: 1, variation_type: '9L' }]);
    expect(noVariation.statusCode).toBe(400);
    expect((await quote(alice, [{ item_id: 999_999, quantity: 1 }])).statusCode).toBe(404);
    const twoStores = await quote(alice, [
      { item_id: w.items.pizza, quantity: 1 },
      { item_id: w.items.otherStoreSalad, quantity: 1 },
    ]);
    expect(twoStores.statusCode).toBe(409);
    expect((await quote(alice, [])).statusCode).toBe(400);
    expect((await quote(alice, [{ item_id: w.items.pizza, quantity: 0 }])).statusCode).toBe(400);
  });

  test('same idempotency key twice: one order; a stale total: 409 with the server totals', async () => {
    const bob = { token: w.users.bob.token };
    const line = [{ item_id: w.items.pizza, quantity: 1 }];
    // 30.00 + store tax 10%
    const stale = await buy(bob, line, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ totals: { order_amount: 33 } });
    const k = key();
    const first = await buy(bob, line, 33, k);
    const again = await buy(bob, line, 33, k);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ order_id: (first.json() as { order_id: number }).order_id });
    expect(await ordersWithKey(w, k)).toBe(1);
  });

  test('a coupon below its minimum purchase on a Buy Now line: the quote says why, placing refuses', async () => {
    await addCoupon(w, { code: 'BUYBIG', title: 'Big spender', discount_x100: 500, min_purchase_minor: 100000 });
    const alice = { token: w.users.alice.token };
    const line = [{ item_id: w.items.pizza, quantity: 1 }];
    const q = await quote(alice, line, { coupon_code: 'BUYBIG' });
    // the quote speaks the storefront's language (ru by default), its amounts written the Russian way (issue 40.6)
    expect(q.json()).toMatchObject({
      coupon_discount: 0,
      coupon_error: 'Для этого купона минимальная сумма покупки — ₸1\u00a0000,00',
    });
    const en = await post(
      '/api/v1/customer/order/quote',
      { order_type: 'take_away', items: line, coupon_code: 'BUYBIG' },
      { ...bearer(alice.token), 'x-localization': 'en' },
    );
    expect(en.json()).toMatchObject({
      coupon_error: 'To apply this coupon the minimum purchase amount is ₸1,000.00',
    });
    const res = await post(
      '/api/v1/customer/order/place',
      {
        order_type: 'take_away',
        items: line,
        coupon_code: 'BUYBIG',
        payment_method: 'cash_on_delivery',
        order_amount: 33,
      },
      { ...bearer(alice.token), 'x-localization': 'en', 'idempotency-key': key() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ message: 'To apply this coupon the minimum purchase amount is ₸1,000.00' }],
    });
  });
});

const sizeSmall = [{ name: 'Size', values: { label: ['Small'] } }];
const sizeLarge = [{ name: 'Size', values: { label: ['Large'] } }];

describe('campaign Order Now', () => {
  test('a guest is asked to sign in; a customer orders the campaign item at its campaign price', async () => {
    const line = [{ model: 'ItemCampaign', item_id: campaignId, quantity: 2 }];
    const guest = await quote({ guest: w.otherGuestId }, line);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ errors: [{ message: 'You are not logged in' }] });

    const alice = { token: w.users.alice.token };
    const before = await cart(alice);
    const q = await quote(alice, line);
    // 2 × 25.00 campaign price, store tax 10%
    expect(q.json()).toMatchObject({ items_subtotal: 50, order_amount: 55 });
    const res = await buy(alice, line, 55);
    expect(res.statusCode).toBe(200);
    expect(await orderLines((res.json() as { order_id: number }).order_id)).toEqual([
      { item_id: w.items.pizza, campaign_id: campaignId, quantity: 2 },
    ]);
    expect(await cart(alice)).toEqual(before);
  });

  test('an ended campaign is refused', async () => {
    await w.db
      .updateTable('campaign_items')
      .set({ available_date_ends: '2001-01-01' })
      .where('id', '=', campaignId)
      .execute();
    const res = await quote({ token: w.users.alice.token }, [
      { model: 'ItemCampaign', item_id: campaignId, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    await w.db
      .updateTable('campaign_items')
      .set({ available_date_ends: '2999-12-31' })
      .where('id', '=', campaignId)
      .execute();
  });
});

describe('Buy Now under parallel requests', () => {
  test('20 customers buy the last 3 units at once: 3 orders, stock 0, the rest told it is out of stock', async () => {
    const guests: string[] = [];
    for (let i = 0; i < 20; i++) {
      const id = `guest-buy-now-${i}-${Math.random().toString(36).slice(2, 8)}`;
      await w.db.insertInto('guests').values({ id, created_at: new Date() }).execute();
      guests.push(id);
    }
    const line = [{ item_id: w.items.lastUnits, quantity: 1 }];
    const answers = await Promise.all(guests.map((g) => buy({ guest: g }, line, 7)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ errors: [{ message: 'Out of Stock' }] });
    }
    expect(await stockOf(w, w.items.lastUnits)).toBe(0);
  });

  test('one customer retries the same Buy Now 20 times at once: one order, charged once', async () => {
    const alice = { token: w.users.alice.token };
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(alice, [{ item_id: w.items.medicine, quantity: 1 }], 12, k)),
    );
    // the pharmacy needs a prescription: every answer is the same refusal, and no order exists
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([400]));
    const pizza = [{ item_id: w.items.pizza, quantity: 1 }];
    const k2 = key();
    const placed = await Promise.all(Array.from({ length: 20 }, () => buy(alice, pizza, 33, k2)));
    const ids = new Set(placed.map((r) => (r.json() as { order_id: number }).order_id));
    expect(placed.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });
});

describe('coupon list', () => {
  test('a delivery-only store: the list answers 200 with each coupon judged against the cart', async () => {
    const bob = { token: w.users.bob.token };
    await w.db.updateTable('stores').set({ take_away: false }).where('id', '=', w.stores.food).execute();
    try {
      const add = await post('/api/v1/customer/cart/add', { item_id: w.items.pizza, quantity: 1 }, bearer(bob.token));
      expect(add.statusCode).toBe(200);
      const res = await w.app.inject({
        method: 'GET',
        url: '/api/v1/customer/coupon/applicable',
        headers: { ...bearer(bob.token), 'x-localization': 'en' },
      });
      expect(res.statusCode).toBe(200);
      const list = res.json() as { code: string; applicable: boolean; reason: string | null }[];
      expect(list.find((c) => c.code === 'BUYBIG')).toMatchObject({
        applicable: false,
        reason: 'To apply this coupon the minimum purchase amount is ₸1,000.00',
      });
    } finally {
      await w.db.updateTable('stores').set({ take_away: true }).where('id', '=', w.stores.food).execute();
    }
  });
});

import { bearer, cancelOrder, storeWorld, type StoreWorld } from './store-fixture';

// Loyalty points are earned per paid order (10 points per 100 currency units here), once, and given back on cancel.
let w: StoreWorld;
beforeAll(async () => {
  w = await storeWorld();
  await w.db
    .insertInto('settings')
    .values({ key: 'rewards', value: JSON.stringify({ loyalty_point_item_purchase_point: 10 }) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify({ loyalty_point_item_purchase_point: 10 }) }),
    )
    .execute();
});
afterAll(() => w.close());

type Placed = { order_id: number; order_amount: number; redirect_link: string | null };
let seq = 0;
const key = () => `loyalty-${++seq}-${Date.now()}`;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, payload, headers });

async function points(userId: number): Promise<number> {
  const row = await w.db.selectFrom('users').select('loyalty_point').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.loyalty_point;
}

async function placeTakeAway(owner: { token?: string; guest?: string }, payment: string): Promise<Placed> {
  const headers = owner.token ? bearer(owner.token) : {};
  const guest = owner.guest ? { guest_id: owner.guest } : {};
  const add = await post('/api/v1/customer/cart/add', { item_id: w.items.pizza, quantity: 2, ...guest }, headers);
  expect(add.statusCode).toBe(200);
  const quote = await post('/api/v1/customer/order/quote', { order_type: 'take_away', ...guest }, headers);
  const res = await post(
    '/api/v1/customer/order/place',
    {
      order_type: 'take_away',
      payment_method: payment,
      order_amount: (quote.json() as { order_amount: number }).order_amount,
      contact_phone: '+77019998877',
      callback: '/checkout?page=success',
      idempotency_key: key(),
      ...guest,
    },
    { ...headers, origin: 'http://localhost:3000' },
  );
  expect(res.statusCode).toBe(200);
  return res.json() as Placed;
}

test('a wallet order earns its points at once; canceling it takes them back', async () => {
  const before = await points(w.users.alice.id);
  const order = await placeTakeAway({ token: w.users.alice.token }, 'wallet');
  // 2 × 30.00 + 10% tax = 66.00 → 0.66 hundreds × 10 points = 6.6 → 6 points
  expect(order.order_amount).toBe(66);
  expect(await points(w.users.alice.id)).toBe(before + 6);
  const ledger = await w.db
    .selectFrom('loyalty_transactions')
    .selectAll()
    .where('reference', '=', `order:${order.order_id}`)
    .execute();
  expect(ledger).toMatchObject([{ credit: 6, debit: 0, transaction_type: 'order_place' }]);

  const cancel = await cancelOrder(w, w.users.alice.token, order.order_id);
  expect(cancel.statusCode).toBe(200);
  expect(await points(w.users.alice.id)).toBe(before);
});

test('a digital order earns when the payment succeeds, once however often the gateway calls back', async () => {
  const before = await points(w.users.bob.id);
  const order = await placeTakeAway({ token: w.users.bob.token }, 'digital_payment');
  expect(await points(w.users.bob.id)).toBe(before); // not paid yet
  const pay = `${new URL(order.redirect_link!).pathname}/pay`;
  await w.app.inject({ method: 'POST', url: pay });
  await w.app.inject({ method: 'POST', url: pay });
  expect(await points(w.users.bob.id)).toBe(before + 6);
});

test('cash on delivery earns nothing at placement, and guests never earn', async () => {
  const before = await points(w.users.alice.id);
  await placeTakeAway({ token: w.users.alice.token }, 'cash_on_delivery');
  expect(await points(w.users.alice.id)).toBe(before);
  const guestOrder = await placeTakeAway({ guest: w.guestId }, 'digital_payment');
  await w.app.inject({ method: 'POST', url: `${new URL(guestOrder.redirect_link!).pathname}/pay` });
  const rows = await w.db
    .selectFrom('loyalty_transactions')
    .select('id')
    .where('reference', '=', `order:${guestOrder.order_id}`)
    .execute();
  expect(rows).toHaveLength(0);
});

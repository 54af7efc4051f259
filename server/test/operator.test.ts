/**
 * The operator API (issue 25): orders and trips move forward once however many operators race, delivery settles
 * cash on delivery (points, review), and nothing answers without the key.
 */
import { buildApp } from '../src/app';
import { bearer, placeCashOrder, setRewards, storeWorld, type StoreWorld } from './store-fixture';

const KEY = 'operator-secret-for-tests';
let w: StoreWorld;
beforeAll(async () => {
  w = await storeWorld({ operatorKey: KEY });
  await setRewards(w, { loyalty_point_item_purchase_point: 100 });
});
afterAll(() => w.close());

const move = (id: number, status: string, key: string | null = KEY) =>
  w.app.inject({
    method: 'POST',
    url: `/api/v1/operator/orders/${id}/status`,
    headers: key ? { 'x-operator-key': key } : {},
    payload: { status },
  });

test('without the key, or with a wrong one, the operator API answers 401; without a configured key it is absent', async () => {
  const id = await placeCashOrder(w, w.users.bob.token, 2);
  expect((await move(id, 'confirmed', null)).statusCode).toBe(401);
  expect((await move(id, 'confirmed', 'wrong')).statusCode).toBe(401);
  const plain = await buildApp({ db: w.db });
  try {
    const res = await plain.inject({
      method: 'POST',
      url: `/api/v1/operator/orders/${id}/status`,
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

test('20 operators confirming one order at once: it moves once, with one timeline entry', async () => {
  const id = await placeCashOrder(w, w.users.bob.token, 2);
  const answers = await Promise.all(Array.from({ length: 20 }, () => move(id, 'confirmed')));
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  for (const r of answers) expect([200, 409]).toContain(r.statusCode);
  const logs = await w.db.selectFrom('order_status_logs').select('status').where('order_id', '=', id).execute();
  expect(logs.map((l) => l.status)).toEqual(['pending', 'confirmed']);
  expect((await move(id, 'pending')).statusCode).toBe(409);
});

test('delivering a cash-on-delivery order settles it: paid, points earned once, reviewable', async () => {
  const id = await placeCashOrder(w, w.users.bob.token, 2);
  const pointsBefore = (
    await w.db.selectFrom('users').select('loyalty_point').where('id', '=', w.users.bob.id).executeTakeFirstOrThrow()
  ).loyalty_point;
  const review = () =>
    w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/review',
      headers: bearer(w.users.bob.token),
      payload: { order_id: id, rating: 5 },
    });
  expect((await review()).statusCode).toBe(400);
  for (const s of ['confirmed', 'processing', 'handover', 'picked_up'])
    expect((await move(id, s)).statusCode).toBe(200);
  const delivered = await Promise.all(Array.from({ length: 20 }, () => move(id, 'delivered')));
  expect(delivered.filter((r) => r.statusCode === 200)).toHaveLength(1);
  const order = await w.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(order).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
  const pointsAfter = (
    await w.db.selectFrom('users').select('loyalty_point').where('id', '=', w.users.bob.id).executeTakeFirstOrThrow()
  ).loyalty_point;
  // 2 × 30.00 + 10% tax = 66.00 → 66 points at 100 per 100 units
  expect(pointsAfter - pointsBefore).toBe(66);
  expect((await review()).statusCode).toBe(200);
});

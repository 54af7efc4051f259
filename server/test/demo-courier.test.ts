/**
 * The demo courier (issue 25): new orders that wait on nobody move one step per round through the order-status
 * service; unpaid digital orders, final orders and orders from before it started stay where they are.
 */
import { buildApp } from '../src/app';
import { readEnv, ConfigError } from '../src/env';
import { demoCourierRound } from '../src/services/orders/demo-courier';
import { TestClock } from './api/helpers';
import { placeCashOrder, storeWorld, type StoreWorld } from './store-fixture';

const STEP = 20_000;
const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
let w: StoreWorld;

beforeAll(async () => {
  w = await storeWorld({ clock });
});
afterAll(() => w.close());

const statusOf = async (id: number) =>
  await w.db
    .selectFrom('orders')
    .select(['order_status', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

test('moves a new cash order one step per round until it is delivered and paid', async () => {
  const before = await placeCashOrder(w, w.users.alice.token);
  clock.advance(1_000);
  const since = clock.now();
  const order = await placeCashOrder(w, w.users.alice.token);
  // not yet: it has not kept its status for a step
  expect(await demoCourierRound(w.app.ctx, since, STEP)).toBe(0);
  const seen = [];
  for (let i = 0; i < 6; i++) {
    clock.advance(STEP);
    await demoCourierRound(w.app.ctx, since, STEP);
    seen.push((await statusOf(order)).order_status);
  }
  expect(seen).toEqual(['confirmed', 'processing', 'handover', 'picked_up', 'delivered', 'delivered']);
  expect((await statusOf(order)).payment_status).toBe('paid');
  // the order placed before the courier started was left alone
  expect((await statusOf(before)).order_status).toBe('pending');
});

test('leaves a canceled order where it is', async () => {
  const since = clock.now();
  const order = await placeCashOrder(w, w.users.bob.token);
  await w.db.updateTable('orders').set({ order_status: 'canceled' }).where('id', '=', order).execute();
  clock.advance(STEP);
  expect(await demoCourierRound(w.app.ctx, since, STEP)).toBe(0);
  expect((await statusOf(order)).order_status).toBe('canceled');
});

test('runs only in demo mode, and the storefront is told', async () => {
  expect(() => readEnv({ DEMO_COURIER: '1' })).toThrow(ConfigError);
  expect(readEnv({ DEMO: '1', DEMO_COURIER: '1' }).demoCourier).toBe(true);
  expect(readEnv({ DEMO: '1' }).demoCourier).toBe(false);
  const config = async (app: typeof w.app) =>
    (JSON.parse((await app.inject({ url: '/api/v1/config' })).body) as { demo_courier: boolean }).demo_courier;
  expect(await config(w.app)).toBe(false);
  const courier = await buildApp({ db: w.db, clock, demo: true, demoCourier: { stepMs: 60_000 } });
  const production = await buildApp({ db: w.db, clock, demo: false, demoCourier: { stepMs: 60_000 } });
  try {
    expect(await config(courier)).toBe(true);
    expect(await config(production)).toBe(false);
  } finally {
    await courier.close();
    await production.close();
  }
});

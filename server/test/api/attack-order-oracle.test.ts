/**
 * Issue 37.5: order pages are no phone oracle. A phone proof (`contact-number`) opens only guest orders; the order
 * page (`/order/track`) and its live stream (`/order/{id}/live`) count their guesses in one throttle per order and
 * client, so 12 guesses do not get 12 answers. The real flow (a guest tracks with the phone) still works.
 */
import type { FastifyInstance } from 'fastify';
import { bearer, call, guestCheckout, newGuest, newUser, plainItem, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const PHONE = '+77011234567';
const MINUTE = 60_000;
let client = 0;
const nextIp = () => `192.0.2.${++client}`;

/** A guest's take-away order with `PHONE` as its contact; its id and the guest id. */
async function guestOrder(app: FastifyInstance = t.app): Promise<{ id: number; guest: string }> {
  const guest = await newGuest(app);
  const item = await plainItem(t.db);
  await call(app, {
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { 'guest-id': guest },
    payload: { item_id: item, quantity: 1 },
  });
  const placed = await guestCheckout(app, guest, `guest-${guest}`);
  expect(placed.status).toBe(200);
  return { id: (placed.body as { order_id: number }).order_id, guest };
}

/** A signed-in customer's take-away order, `PHONE` its contact too. */
async function customerOrder(): Promise<{ id: number; token: string }> {
  const user = await newUser(t.app);
  const item = await plainItem(t.db);
  await call(t.app, {
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: bearer(user.token),
    payload: { item_id: item, quantity: 1 },
  });
  const quote = await call<{ order_amount: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    headers: bearer(user.token),
    payload: { order_type: 'take_away' },
  });
  const placed = await call<{ order_id: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: bearer(user.token),
    payload: {
      order_type: 'take_away',
      payment_method: 'cash_on_delivery',
      contact_phone: PHONE,
      order_amount: quote.body.order_amount,
      idempotency_key: `user-${user.id}-order`,
    },
  });
  expect(placed.status).toBe(200);
  return { id: placed.body.order_id, token: user.token };
}

const track = (id: number, phone: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/customer/order/track?order_id=${id}&contact_number=${encodeURIComponent(phone)}`,
    remoteAddress: ip,
  });
const live = (id: number, phone: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/customer/order/${id}/live`,
    headers: { 'contact-number': phone },
    remoteAddress: ip,
  });
const wrongPhone = (i: number) => `+7701999${String(1000 + i)}`;

describe('attack 37.5: order pages as a phone oracle', () => {
  it('12 phone guesses on the live stream: 5 answers, then 429 with Retry-After', async () => {
    const { id } = await guestOrder();
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await live(id, wrongPhone(i), ip)).statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const right = await live(id, PHONE, ip);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('track and live share one count', async () => {
    const { id } = await guestOrder();
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await track(id, wrongPhone(i), ip)).statusCode);
    for (let i = 3; i < 6; i++) codes.push((await live(id, wrongPhone(i), ip)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    expect((await track(id, wrongPhone(7), ip)).statusCode).toBe(429);
    t.clock.advance(16 * MINUTE);
  });

  it("a signed-in customer's order does not open with its phone, on track or live", async () => {
    const { id, token } = await customerOrder();
    expect((await track(id, PHONE, nextIp())).statusCode).toBe(404);
    expect((await live(id, PHONE, nextIp())).statusCode).toBe(404);
    // its owner's session still opens it
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${id}`,
      headers: bearer(token),
    });
    expect(own.status).toBe(200);
  });

  it('one client guessing across many orders is refused past its own limit', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    // sequential ids of orders that may or may not exist: two guesses each
    for (let order = 500_000; order < 515_000 && codes.length < 24; order += 1000)
      for (let i = 0; i < 2; i++) codes.push((await track(order, wrongPhone(i), ip)).statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(20);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429]);
    t.clock.advance(16 * MINUTE);
  });
});

describe('the real flow: a guest tracks the order with the phone', () => {
  it('the order page and the live stream open with the right phone, again and again', async () => {
    const { id } = await guestOrder();
    const ip = nextIp();
    expect((await track(id, wrongPhone(1), ip)).statusCode).toBe(404);
    for (let i = 0; i < 8; i++) {
      const res = await track(id, '8 701 123 45 67'.replace(/^8/, '+7'), ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id });
    }
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/api/v1/customer/order/${id}/live`, { headers: { 'contact-number': PHONE } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first).toContain(`"id":${id}`);
  });
});

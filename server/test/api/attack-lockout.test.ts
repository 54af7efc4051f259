/**
 * Issue 37.6: nobody can lock the owner out. Failures count per account and client; past a higher bar the account
 * is closed to unknown clients only, while a known device (the signed device token a sign-in hands out, OWASP's
 * "device cookie") and a proven session keep their own counts. The same shape holds for phone proofs of orders.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { prepareDatabase } from '../../src/db/prepare';
import {
  bearer,
  call,
  guestCheckout,
  newGuest,
  newUser,
  NOW,
  plainItem,
  startApp,
  TEST_PASSWORD_COST,
  TestClock,
  testDatabase,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
let ipSeq = 0;
const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const OWNER_IP = '198.51.100.77';

type Login = { token?: string | null; device_token?: string };
const login = (app: FastifyInstance, email: string, password: string, ip: string, device?: string) =>
  call<Login>(app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email_or_phone: email, password },
    remoteAddress: ip,
    headers: device ? { 'x-device-token': device } : {},
  });

describe('attack 37.6: locking the owner out of their account', () => {
  it('five wrong passwords from other addresses do not lock the owner out', async () => {
    const owner = await newUser(t.app);
    for (let i = 0; i < 5; i++) expect((await login(t.app, owner.email, 'wrong-guess', nextIp())).status).toBe(401);
    expect((await login(t.app, owner.email, owner.password, OWNER_IP)).status).toBe(200);
  });

  it("a storm from many addresses closes the account to unknown clients, not to the owner's device", async () => {
    const owner = await newUser(t.app);
    const first = await login(t.app, owner.email, owner.password, OWNER_IP);
    const device = first.body.device_token!;
    expect(device).toEqual(expect.any(String));
    const storm = [];
    for (let i = 0; i < 30; i++) storm.push((await login(t.app, owner.email, `wrong-${i}`, nextIp())).status);
    expect(storm.filter((s) => s === 401)).toHaveLength(20);
    expect(storm.filter((s) => s === 429)).toHaveLength(10);
    // an unknown client waits, even with the right password; the owner's device gets in at once
    expect((await login(t.app, owner.email, owner.password, nextIp())).status).toBe(429);
    const known = await login(t.app, owner.email, owner.password, nextIp(), device);
    expect(known.status).toBe(200);
    t.clock.advance(16 * MINUTE);
  });

  it('a device token is bound to its account, signed, and locked by its own failures', async () => {
    const owner = await newUser(t.app);
    const other = await newUser(t.app);
    const device = (await login(t.app, owner.email, owner.password, OWNER_IP)).body.device_token!;
    const otherDevice = (await login(t.app, other.email, other.password, OWNER_IP)).body.device_token!;
    for (let i = 0; i < 30; i++) await login(t.app, owner.email, `wrong-${i}`, nextIp());
    // another account's token, a forged one, a tampered one: unknown clients, still refused
    expect((await login(t.app, owner.email, owner.password, nextIp(), otherDevice)).status).toBe(429);
    const [v, user, nonce] = device.split('.');
    expect((await login(t.app, owner.email, owner.password, nextIp(), `${v}.${user}.${nonce}.forged`)).status).toBe(
      429,
    );
    expect((await login(t.app, owner.email, owner.password, nextIp(), `${v}.${other.id}.${nonce}.x`)).status).toBe(429);
    // a stolen device token buys five guesses, then it is locked too
    const stolen = [];
    for (let i = 0; i < 6; i++) stolen.push((await login(t.app, owner.email, `thief-${i}`, nextIp(), device)).status);
    expect(stolen).toEqual([401, 401, 401, 401, 401, 429]);
    t.clock.advance(16 * MINUTE);
  });

  it('wrong sign-ins do not stop a signed-in session from confirming its current password', async () => {
    const owner = await newUser(t.app);
    for (let i = 0; i < 30; i++) await login(t.app, owner.email, `wrong-${i}`, nextIp());
    const change = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(owner.token),
      payload: { password: 'new-secret-1', confirm_password: 'new-secret-1', current_password: owner.password },
    });
    expect(change.status).toBe(200);
    t.clock.advance(16 * MINUTE);
  });

  it("five wrong phones on an order from other addresses leave the guest's right phone open", async () => {
    const guest = await newGuest(t.app);
    const item = await plainItem(t.db);
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { 'guest-id': guest },
      payload: { item_id: item, quantity: 1 },
    });
    const placed = await guestCheckout(t.app, guest, `lockout-${guest}`);
    const id = (placed.body as { order_id: number }).order_id;
    const track = (phone: string, ip: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/customer/order/track?order_id=${id}&contact_number=${encodeURIComponent(phone)}`,
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await track(`+7701000000${i}`, nextIp())).statusCode).toBe(404);
    expect((await track('+77011234567', OWNER_IP)).statusCode).toBe(200);
    // a storm from 40 addresses closes the order to unknown clients, even with the right phone...
    for (let i = 0; i < 40; i++) await track(`+7701000001${i}`, nextIp());
    expect((await track('+77011234567', nextIp())).statusCode).toBe(429);
    // ...not to the guest's own browser (its guest id), with or without the phone it types
    const fromGuest = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/customer/order/track?order_id=${id}${query}`,
        headers: { 'guest-id': guest },
        remoteAddress: nextIp(),
      });
    expect((await fromGuest('')).statusCode).toBe(200);
    expect((await fromGuest(`&contact_number=${encodeURIComponent('+77011234567')}`)).statusCode).toBe(200);
    // a phone typed there is still checked
    expect((await fromGuest('&contact_number=%2B77000000000')).statusCode).toBe(404);
    t.clock.advance(16 * MINUTE);
  });
});

describe('the shaped throttle across API instances', () => {
  it('40 parallel guesses from 40 addresses over two instances: exactly 20 are answered', async () => {
    const { db, url, drop } = await testDatabase();
    await prepareDatabase(db, { seed: true, now: NOW, passwordCost: TEST_PASSWORD_COST });
    const db2 = url ? await openDatabase({ url }) : db;
    const clock = new TestClock();
    const options = { clock, passwordCost: TEST_PASSWORD_COST, authRateLimit: { max: 1000, timeWindowMs: MINUTE } };
    const one = await buildApp({ db, ...options });
    const two = await buildApp({ db: db2, ...options });
    try {
      const user = await newUser(one);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(i % 2 ? one : two, user.email, `wrong-${i}`, nextIp())),
      );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(20);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
      // and from one address, five
      const ip = nextIp();
      const other = await newUser(one);
      const fromOne = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(i % 2 ? one : two, other.email, `wrong-${i}`, ip)),
      );
      expect(fromOne.filter((a) => a.status === 401)).toHaveLength(5);
    } finally {
      await one.close();
      await two.close();
      if (db2 !== db) await db2.destroy();
      await db.destroy();
      await drop();
    }
  });
});

/**
 * Issue 21 part B: per-account throttles (across client addresses and API instances), password change and
 * sessions, uniform answers for unknown accounts, scrypt cost and rehash, guest ids out of URLs and logs.
 */
import type * as crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { prepareDatabase } from '../../src/db/prepare';
import { hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword } from '../../src/infra/passwords';
import {
  bearer,
  call,
  firstError,
  newGuest,
  newUser,
  NOW,
  plainItem,
  recordingApp,
  startApp,
  TEST_PASSWORD_COST,
  type TestApp,
  TestClock,
  testDatabase,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
let ipSeq = 0;
/** A different client address per call, so only the per-account throttle can be what answers 429. */
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const login = (
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  ip = nextIp(),
) =>
  call<{ token?: string }>(app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email_or_phone: email, password },
    remoteAddress: ip,
    headers,
  });

describe('per-account sign-in throttle', () => {
  it('holds per account and client, says when to retry in the language asked, and backs off', async () => {
    const user = await newUser(t.app);
    const ip = nextIp();
    const guess = (password: string, headers: Record<string, string> = {}) =>
      login(t.app, user.email, password, headers, ip);
    for (let i = 0; i < 5; i++) expect((await guess('wrong-guess')).status).toBe(401);
    const blocked = await guess(user.password, { 'x-localization': 'ru' });
    // even the right password waits on this client: the throttle answers before the password is looked at
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.body).toEqual({
      errors: [{ code: 'too_many_requests', message: 'Слишком много попыток. Повторите через 60 с.' }],
      request_id: expect.any(String),
    });

    t.clock.advance(MINUTE + 1);
    for (let i = 0; i < 5; i++) expect((await guess('wrong-guess')).status).toBe(401);
    const second = await guess('wrong-guess', { 'x-localization': 'en' });
    expect(second.status).toBe(429);
    expect(firstError(second.body)!.message).toBe('Too many attempts. Please try again in 120 seconds.');

    t.clock.advance(2 * MINUTE + 1);
    for (let i = 0; i < 5; i++) expect((await guess('wrong-guess')).status).toBe(401);
    const third = await guess('wrong-guess');
    expect(third.headers['retry-after']).toBe('240');

    // the owner gets in once the block is over, and that success forgets the earlier blocks
    t.clock.advance(4 * MINUTE + 1);
    expect((await guess(user.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await guess('wrong-guess')).status).toBe(401);
    const fresh = await guess('wrong-guess');
    expect(fresh.headers['retry-after']).toBe('60');
    t.clock.advance(MINUTE + 1);
  });

  it('holds across client addresses past the account-wide bar, for unknown clients', async () => {
    const user = await newUser(t.app);
    for (let i = 0; i < 20; i++) expect((await login(t.app, user.email, 'wrong-guess')).status).toBe(401);
    const blocked = await login(t.app, user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    t.clock.advance(16 * MINUTE);
  });

  it('counts an unknown account like a known one (no probing by the throttle)', async () => {
    const ghost = 'nobody-here@example.com';
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(t.app, ghost, 'wrong-guess', {}, ip)).status).toBe(401);
    expect((await login(t.app, ghost, 'wrong-guess', {}, ip)).status).toBe(429);
    // the five above count among the account's 20 from unknown clients
    for (let i = 0; i < 15; i++) expect((await login(t.app, ghost, 'wrong-guess')).status).toBe(401);
    expect((await login(t.app, ghost, 'wrong-guess')).status).toBe(429);
    t.clock.advance(16 * MINUTE);
  });

  it('another account is not affected', async () => {
    const victim = await newUser(t.app);
    const other = await newUser(t.app);
    const ip = nextIp();
    for (let i = 0; i < 6; i++) await login(t.app, victim.email, 'wrong-guess', {}, ip);
    expect((await login(t.app, other.email, other.password, {}, ip)).status).toBe(200);
    t.clock.advance(MINUTE + 1);
  });
});

describe('per-account throttle on the other account routes', () => {
  const post = (url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', ip = nextIp()) =>
    call(t.app, { method, url, payload, remoteAddress: ip });

  it('OTP send and verify, forgot and reset password: refused per contact and client past their limit', async () => {
    const phone = '+77017770001';
    const ip = nextIp();
    // send-otp: 3 per 15 minutes from one client (each resend also waits 60 s)
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/v1/auth/send-otp', { phone, login_type: 'otp' }, 'POST', ip)).status).toBe(200);
      t.clock.advance(MINUTE + 1);
    }
    expect((await post('/api/v1/auth/send-otp', { phone, login_type: 'otp' }, 'POST', ip)).status).toBe(429);
    // from other addresses the phone's own cap holds: 5 texts an hour (services/messages/outbound.ts), whoever asks
    const others = [];
    for (let i = 0; i < 3; i++) {
      others.push(await post('/api/v1/auth/send-otp', { phone, login_type: 'otp' }));
      t.clock.advance(MINUTE + 1);
    }
    expect(others.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(firstError(others[2]!.body)!.code).toBe('too_many_requests');

    // verify-otp: 10 guesses per 15 minutes from one client, 30 from everyone, whatever the code
    const verify = (from?: string) =>
      post('/api/v1/auth/verify-otp', { phone, otp: '000000', login_type: 'otp' }, 'POST', from);
    for (let i = 0; i < 10; i++) expect((await verify(ip)).status).toBe(400);
    expect((await verify(ip)).status).toBe(429);
    for (let i = 0; i < 20; i++) expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(429);

    const email = 'reset-me@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/v1/auth/forgot-password', { email }, 'POST', ip)).status).toBe(200);
      t.clock.advance(MINUTE + 1);
    }
    expect((await post('/api/v1/auth/forgot-password', { email }, 'POST', ip)).status).toBe(429);

    const reset = { email, reset_token: '000000', password: 'newpass1', confirm_password: 'newpass1' };
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/auth/reset-password', reset, 'PUT', ip)).status).toBe(400);
    expect((await post('/api/v1/auth/reset-password', reset, 'PUT', ip)).status).toBe(429);
    expect((await post('/api/v1/auth/verify-token', { email, reset_token: '000000' }, 'POST', ip)).status).toBe(429);
    for (let i = 0; i < 15; i++) expect((await post('/api/v1/auth/reset-password', reset, 'PUT')).status).toBe(400);
    expect((await post('/api/v1/auth/reset-password', reset, 'PUT')).status).toBe(429);
    t.clock.advance(30 * MINUTE);
  });

  it('registrations: 3 per email an hour from one address, 10 from any, before any password is hashed', async () => {
    const zones = await call<{ id: number }[]>(t.app, { method: 'GET', url: '/api/v1/zone/list' });
    const zone = zones.body[0]!.id;
    const applicant = {
      f_name: 'Aida',
      email: 'many-apps@mail.kz',
      phone: '+77011234500',
      password: 'secret1',
      zone_id: zone,
      vehicle: 'car',
      identity_type: 'passport',
      identity_number: 'N1',
    };
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/api/v1/auth/delivery-man/store', applicant, 'POST', ip)).status);
    expect(statuses).toEqual([200, 409, 409, 429]);
    const store = await post(
      '/api/v1/auth/vendor/register',
      { ...applicant, store_name: 'Shop', store_address: 'Abay 1', module_id: 1 },
      'POST',
      ip,
    );
    expect(store.status).toBe(429);

    const signUp = (i: number, from?: string) =>
      post(
        '/api/v1/auth/sign-up',
        {
          name: 'Many Signups',
          email: 'many-signups@example.com',
          phone: `+770500000${String(i).padStart(2, '0')}`,
          password: 'secret123',
          confirm_password: 'secret123',
        },
        'POST',
        from,
      );
    const signUps = [];
    for (let i = 0; i < 4; i++) signUps.push((await signUp(i, ip)).status);
    expect(signUps).toEqual([200, 400, 400, 429]);
    const anywhere = [];
    for (let i = 4; i < 12; i++) anywhere.push((await signUp(i)).status);
    expect(anywhere).toEqual([400, 400, 400, 400, 400, 400, 400, 429]);
    t.clock.advance(2 * 60 * MINUTE);
  });

  it('guest order tracking: 5 guesses per order and client, 30 per order from everyone', async () => {
    const track = (orderId: number, phone: string, ip = nextIp()) =>
      call(t.app, {
        method: 'GET',
        url: `/api/v1/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(phone)}`,
        remoteAddress: ip,
      });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await track(424242, `+7701000000${i}`, ip)).status).toBe(404);
    const limited = await track(424242, '+77010000009', ip);
    expect(limited.status).toBe(429);
    expect(firstError(limited.body)!.code).toBe('too_many_requests');
    for (let i = 0; i < 25; i++)
      expect((await track(424242, `+770100001${String(i).padStart(2, '0')}`)).status).toBe(404);
    expect((await track(424242, '+77010000200')).status).toBe(429);
    t.clock.advance(16 * MINUTE);
  });
});

describe('the per-account throttle across API instances', () => {
  it('20 parallel guesses from one address split over two instances on one database get exactly 5 answers', async () => {
    // with DATABASE_URL: a second connection pool to the same PostgreSQL database, as a second instance has
    const { db, url, drop } = await testDatabase();
    await prepareDatabase(db, { seed: true, now: NOW, passwordCost: TEST_PASSWORD_COST });
    const db2 = url ? await openDatabase({ url }) : db;
    const clock = new TestClock();
    const options = { clock, passwordCost: TEST_PASSWORD_COST, authRateLimit: { max: 1000, timeWindowMs: MINUTE } };
    const one = await buildApp({ db, ...options });
    const two = await buildApp({ db: db2, ...options });
    try {
      const user = await newUser(one);
      const ip = nextIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(i % 2 ? one : two, user.email, `wrong-guess-${i}`, {}, ip)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await one.close();
      await two.close();
      if (db2 !== db) await db2.destroy();
      await db.destroy();
      await drop();
    }
  });
});

describe('passwords', () => {
  it('a password change needs the current password and signs out the other sessions', async () => {
    const user = await newUser(t.app);
    const other = (await login(t.app, user.email, user.password)).body.token!;
    const change = (extra: Record<string, string>, lang = 'en') =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/customer/update-profile',
        headers: { ...bearer(user.token), 'x-localization': lang },
        payload: { password: 'changed-pw1', confirm_password: 'changed-pw1', ...extra },
      });
    const missing = await change({});
    expect(missing.status).toBe(400);
    expect(firstError(missing.body)).toEqual({
      code: 'current_password',
      message: 'Please enter your current password',
    });
    const wrong = await change({ current_password: 'not-my-password' }, 'kz');
    expect(firstError(wrong.body)).toEqual({ code: 'current_password', message: 'Ағымдағы құпиясөз қате' });
    expect((await login(t.app, user.email, user.password)).status).toBe(200);

    expect((await change({ current_password: user.password })).status).toBe(200);
    const me = (token: string) => call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
    expect((await me(other)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    expect((await login(t.app, user.email, 'changed-pw1')).status).toBe(200);
    expect((await login(t.app, user.email, user.password)).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const user = await newUser(t.app);
    const out = await call(t.app, { method: 'POST', url: '/api/v1/auth/logout', headers: bearer(user.token) });
    expect(out.status).toBe(200);
    const after = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(user.token) });
    expect(after.status).toBe(401);
  });

  it('production cost is OWASP scrypt; a lower stored cost is raised at the next sign-in', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const user = await newUser(t.app);
    const stored = async () =>
      (await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow())
        .password_hash!;
    const before = await stored();
    expect(before.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    const raised = { N: 2 ** 11, r: 8, p: 1 };
    expect(needsRehash(before, raised)).toBe(true);

    const stronger = await buildApp({ db: t.db, clock: t.clock, passwordCost: raised });
    try {
      expect((await login(stronger, user.email, user.password)).status).toBe(200);
      const after = await stored();
      expect(after.split('$').slice(0, 4)).toEqual(['scrypt', '2048', '8', '1']);
      expect(after).not.toBe(before);
      expect(needsRehash(after, raised)).toBe(false);
      // a lower configured cost never lowers a stored hash
      expect((await login(t.app, user.email, user.password)).status).toBe(200);
      expect(await stored()).toBe(after);
    } finally {
      await stronger.close();
    }
  });

  it('an unknown account costs the same scrypt work as a wrong password', async () => {
    // the module object itself (an `import * as` is a copy once compiled to CommonJS, and spying on it sees nothing)
    const scrypt = jest.spyOn(require('node:crypto') as typeof crypto, 'scrypt');
    try {
      const user = await newUser(t.app);
      // the first unknown account also makes the dummy hash, once per process
      await login(t.app, 'warm-up@example.com', 'wrong-guess');
      scrypt.mockClear();
      expect((await login(t.app, user.email, 'wrong-guess')).status).toBe(401);
      const known = scrypt.mock.calls.map((c) => (c[3] as crypto.ScryptOptions).N);
      scrypt.mockClear();
      expect((await login(t.app, 'never-registered@example.com', 'wrong-guess')).status).toBe(401);
      const unknown = scrypt.mock.calls.map((c) => (c[3] as crypto.ScryptOptions).N);
      expect(known).toEqual([TEST_PASSWORD_COST.N]);
      expect(unknown).toEqual(known);
    } finally {
      scrypt.mockRestore();
    }
    expect(await verifyPassword('anything', null, TEST_PASSWORD_COST)).toBe(false);
    expect(await verifyPassword('pw', await hashPassword('pw', TEST_PASSWORD_COST))).toBe(true);
  });
});

describe('forgot-password for an unknown account', () => {
  it('answers exactly like a known one and sends it nothing', async () => {
    const { app, sent } = await recordingApp(t);
    try {
      const user = await newUser(app);
      const ask = (email: string) =>
        call<Record<string, unknown>>(app, {
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email },
          remoteAddress: nextIp(),
        });
      const known = await ask(user.email);
      const unknown = await ask('no-such-account@example.com');
      expect(unknown.status).toBe(known.status);
      expect(known.status).toBe(200);
      expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
      expect({ ...unknown.body, session_info: 'x' }).toEqual({ ...known.body, session_info: 'x' });
      // the code goes to the account's address; nothing at all to an address without one
      expect(sent.map((m) => m.recipient)).toEqual([user.email]);
      expect(sent[0]!.body).toMatch(/\d{6}/);
      // and asking again soon is refused alike
      const again = [await ask(user.email), await ask('no-such-account@example.com')];
      expect(again.map((a) => a.status)).toEqual([429, 429]);
      expect(firstError(again[1]!.body)!.message.replace(/\d+/, 'N')).toBe(
        firstError(again[0]!.body)!.message.replace(/\d+/, 'N'),
      );
    } finally {
      await app.close();
    }
  });
});

describe('guest ids stay out of URLs and logs', () => {
  it('the cart takes the guest id from the guest-id header (and still from the old query field)', async () => {
    const guest = await newGuest(t.app);
    const item = { id: await plainItem(t.db) };
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { 'guest-id': guest },
      payload: { item_id: item.id, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const byHeader = await call<unknown[]>(t.app, {
      method: 'GET',
      url: '/api/v1/customer/cart/list',
      headers: { 'guest-id': guest },
    });
    expect(byHeader.body).toHaveLength(1);
    const byQuery = await call<unknown[]>(t.app, {
      method: 'GET',
      url: `/api/v1/customer/cart/list?guest_id=${guest}`,
    });
    expect(byQuery.body).toHaveLength(1);
    const stranger = await call(t.app, {
      method: 'GET',
      url: '/api/v1/customer/cart/list',
      headers: { 'guest-id': 'g_x' },
    });
    expect(stranger.status).toBe(401);
  });

  it('logs redact tokens, guest ids and codes', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      passwordCost: TEST_PASSWORD_COST,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/v1/customer/cart/list?guest_id=g_secretguest&offset=1',
        headers: { 'guest-id': 'g_secretheader', authorization: 'Bearer secret-token-value' },
      });
      await app.inject({ method: 'GET', url: '/api/v1/customer/order/track?order_id=1&contact_number=77011112233' });
      await app.inject({ method: 'PUT', url: '/api/v1/auth/verify-phone?code=123456&sessionInfo=abc' });
      const log = lines.join('\n');
      expect(log).toContain('guest_id=[redacted]&offset=1');
      expect(log).toContain('contact_number=[redacted]');
      for (const secret of ['g_secretguest', 'g_secretheader', 'secret-token-value', '77011112233', '123456'])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('the session cookie the storefront keeps for its page server', () => {
  it('is never authentication here: only the Authorization header signs a request in', async () => {
    const user = await newUser(t.app);
    const cookie = `mart_session=${user.token}; token=${user.token}`;
    const info = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: { cookie } });
    expect(info.status).toBe(401);
    // a write another site could make the browser send, cookie attached: refused, nothing changed
    const write = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/update-interest',
      headers: { cookie },
      payload: { interest: [1] },
    });
    expect(write.status).toBe(401);
    const signed = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(user.token) });
    expect(signed.status).toBe(200);
  });
});

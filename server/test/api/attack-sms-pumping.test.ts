/**
 * Issue 37.8: SMS pumping. Outbound texts and mails are capped before anything is written to the outbox: per
 * contact, per client (10 texts a minute across every route that sends one), per country prefix, and globally per
 * hour and day; forgot-password sends nothing to unknown contacts and answers the same; the operator sees every
 * cap, its counts and its refusals. The counts are database rows, so they hold across API instances.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { prepareDatabase } from '../../src/db/prepare';
import { ConfigError, readEnv } from '../../src/env';
import {
  call,
  firstError,
  newUser,
  NOW,
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
const OPERATOR_KEY = 'operator-key-for-tests-0123';
let seq = 0;
/** A phone no account has, in a country prefix of its own per test when asked. */
const number = (prefix = '+7707') => `${prefix}${String(3000000 + ++seq * 173).slice(0, 7)}`;

/** An app over the test's database, out of demo mode, writing to the real outbox, with these caps. */
const outboxApp = (options: Partial<BuildAppOptions> = {}) =>
  buildApp({
    db: t.db,
    clock: t.clock,
    demo: false,
    passwordCost: TEST_PASSWORD_COST,
    operatorKey: OPERATOR_KEY,
    ...options,
  });
const outboxTo = async (recipients: string[]) =>
  recipients.length
    ? (await t.db.selectFrom('outbox').select('recipient').where('recipient', 'in', recipients).execute()).length
    : 0;
const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>, ip: string, lang?: string) =>
  call<Record<string, unknown>>(app, {
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: lang ? { 'x-localization': lang } : {},
  });

describe('attack 37.8: SMS pumping from one address', () => {
  it('10 a minute on each of send-otp, OTP login and forgot-password: at most 10 texts leave', async () => {
    // the routes' per-client limit (AUTH_RATE_LIMIT, 10 a minute each, on the wall clock) is not what is tested here
    const app = await outboxApp({ authRateLimit: { max: 1000, timeWindowMs: MINUTE } });
    try {
      const ip = '203.0.113.80';
      const targets: string[] = [];
      for (let i = 0; i < 10; i++) {
        const [a, b, c] = [number(), number(), number()];
        targets.push(a, b, c);
        await post(app, '/api/v1/auth/send-otp', { phone: a, login_type: 'otp' }, ip);
        await post(app, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: b }, ip);
        await post(app, '/api/v1/auth/forgot-password', { phone: c, verification_method: 'phone' }, ip);
      }
      expect(await outboxTo(targets)).toBe(10);
      // the next minute the client may send again
      t.clock.advance(MINUTE);
      const later = number();
      expect((await post(app, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: later }, ip)).status).toBe(
        200,
      );
      expect(await outboxTo([later])).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('a refused text is a 429 in the language asked, and writes nothing', async () => {
    const app = await outboxApp({ outbound: { clientMinute: 1 } });
    try {
      const ip = '203.0.113.81';
      await post(app, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: number() }, ip);
      const messages: Record<string, string> = {};
      for (const lang of ['en', 'ru', 'kz']) {
        const target = number();
        const res = await post(app, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: target }, ip, lang);
        expect(res.status).toBe(429);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(firstError(res.body)!.code).toBe('too_many_requests');
        messages[lang] = firstError(res.body)!.message;
        expect(await outboxTo([target])).toBe(0);
      }
      expect(messages.en).toBe('Too many messages have been sent. Please try again later.');
      expect(new Set(Object.values(messages)).size).toBe(3);
      t.clock.advance(MINUTE);
    } finally {
      await app.close();
    }
  });

  it('forgot-password texts no number without an account, and answers it like one with an account', async () => {
    const app = await outboxApp();
    try {
      const user = await newUser(app);
      const unknown = number();
      const ask = (phone: string) =>
        post(app, '/api/v1/auth/forgot-password', { phone, verification_method: 'phone' }, '203.0.113.82');
      const known = await ask(user.phone);
      const stranger = await ask(unknown);
      expect(stranger.status).toBe(known.status);
      expect({ ...stranger.body, session_info: 'x' }).toEqual({ ...known.body, session_info: 'x' });
      expect(await outboxTo([user.phone])).toBe(1);
      expect(await outboxTo([unknown])).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('per contact, per country prefix and global caps, hourly and daily, each from fresh addresses', async () => {
    let ip = 0;
    const fresh = () => `198.18.0.${++ip}`;
    const app = await outboxApp({
      outbound: { contactHour: 2, contactDay: 3, prefixHour: 4, textsHour: 6, textsDay: 9 },
    });
    const login = (phone: string) =>
      post(app, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone }, fresh());
    // a new day (the caps' windows are fixed hours and UTC days): the other tests' texts are yesterday's
    const now = t.clock.now().getTime();
    t.clock.advance(Math.ceil(now / (24 * 60 * MINUTE)) * 24 * 60 * MINUTE - now + 1000);
    try {
      // one number: 2 an hour (60 s apart), 3 a day
      const victim = number('+7706');
      const perContact = [];
      for (let i = 0; i < 3; i++) {
        perContact.push((await login(victim)).status);
        t.clock.advance(MINUTE + 1);
      }
      expect(perContact).toEqual([200, 200, 429]);
      t.clock.advance(60 * MINUTE);
      expect((await login(victim)).status).toBe(200);
      t.clock.advance(60 * MINUTE);
      expect((await login(victim)).status).toBe(429);

      // a premium-rate prefix is no country the site offers: refused before any text or count (issue 40.7)
      const premium = [];
      for (let i = 0; i < 3; i++) premium.push((await login(number('+88216'))).status);
      expect(premium).toEqual([400, 400, 400]);

      // one country prefix: 4 an hour, whatever the numbers (Kyrgyz mobiles, offered by the picker)
      const prefix = [];
      for (let i = 0; i < 5; i++) prefix.push((await login(number('+99670'))).status);
      expect(prefix).toEqual([200, 200, 200, 200, 429]);

      // everything: 6 an hour (4 Kyrgyz this hour, so two more), 9 a day (3 to the victim before: 7, so two more)
      const hour = [];
      for (let i = 0; i < 3; i++) hour.push((await login(number('+7705'))).status);
      expect(hour).toEqual([200, 200, 429]);
      t.clock.advance(60 * MINUTE);
      expect((await login(number('+7705'))).status).toBe(429);
    } finally {
      await app.close();
    }
    t.clock.advance(24 * 60 * MINUTE);
  });

  it('the operator sees every cap, its current counts and its refusals', async () => {
    const app = await outboxApp({ outbound: { clientMinute: 2 } });
    try {
      const ip = '203.0.113.83';
      type Report = {
        caps: {
          cap: string;
          limit: number;
          window_seconds: number;
          refused_last_day: number;
          current: { key: string; count: number }[];
        }[];
      };
      const report = () =>
        call<Report>(app, {
          method: 'GET',
          url: '/api/v1/operator/outbound',
          headers: { 'x-operator-key': OPERATOR_KEY },
        });
      const refusedBefore = (await report()).body.caps.find((c) => c.cap === 'client_minute')!.refused_last_day;
      for (let i = 0; i < 4; i++)
        await post(app, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: number() }, ip);
      const refused = await call(app, { method: 'GET', url: '/api/v1/operator/outbound' });
      expect(refused.status).toBe(401);
      const res = await report();
      expect(res.status).toBe(200);
      const caps = Object.fromEntries(res.body.caps.map((c) => [c.cap, c]));
      expect(Object.keys(caps).sort()).toEqual(
        [
          'contact_day',
          'contact_hour',
          'client_minute',
          'prefix_hour',
          'texts_hour',
          'texts_day',
          'mails_hour',
          'mails_day',
        ].sort(),
      );
      expect(caps.client_minute).toMatchObject({ limit: 2, window_seconds: 60, refused_last_day: refusedBefore + 2 });
      expect(caps.client_minute!.current[0]!.count).toBe(2);
      expect(caps.prefix_hour!.current).toContainEqual({ key: '+7', count: expect.any(Number) });
      // contacts and clients are shown as digests, never as the number or the address
      expect(JSON.stringify(res.body)).not.toContain(ip);
      t.clock.advance(MINUTE);
    } finally {
      await app.close();
    }
  });

  it('every cap is configurable by environment, and a bad value stops the start naming it', () => {
    const env = readEnv({ OUTBOUND_CLIENT_MINUTE: '3', OUTBOUND_TEXTS_DAY: '100' });
    expect(env.outbound).toMatchObject({ clientMinute: 3, textsDay: 100, contactHour: 5 });
    expect(() => readEnv({ OUTBOUND_PREFIX_HOUR: 'lots' })).toThrow(ConfigError);
    expect(() => readEnv({ OUTBOUND_PREFIX_HOUR: 'lots' })).toThrow(/OUTBOUND_PREFIX_HOUR/);
    expect(() => readEnv({ OUTBOUND_CONTACT_DAY: '0' })).toThrow(/OUTBOUND_CONTACT_DAY/);
  });
});

describe('the caps across API instances', () => {
  it('30 parallel texts from one address over two instances: exactly 10 are written', async () => {
    const { db, url, drop } = await testDatabase();
    await prepareDatabase(db, { seed: true, now: NOW, passwordCost: TEST_PASSWORD_COST });
    const db2 = url ? await openDatabase({ url }) : db;
    const clock = new TestClock();
    const options = {
      clock,
      demo: false,
      passwordCost: TEST_PASSWORD_COST,
      authRateLimit: { max: 1000, timeWindowMs: MINUTE },
    };
    const one = await buildApp({ db, ...options });
    const two = await buildApp({ db: db2, ...options });
    try {
      const phones = Array.from({ length: 30 }, () => number());
      const answers = await Promise.all(
        phones.map((phone, i) =>
          post(i % 2 ? one : two, '/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone }, '203.0.113.90'),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
      const written = await db.selectFrom('outbox').select('recipient').where('recipient', 'in', phones).execute();
      expect(written).toHaveLength(10);
    } finally {
      await one.close();
      await two.close();
      if (db2 !== db) await db2.destroy();
      await db.destroy();
      await drop();
    }
  });
});

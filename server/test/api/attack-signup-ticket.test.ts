/**
 * Issue 37.2: the personal-info step of a sign-up by OTP continues only the sign-up that verified the code: a
 * single-use, short-lived ticket bound to the contact and the client, not the phone alone; update-info is rate
 * limited per client. The real flow (sign-up by OTP) still works.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { call, firstError, startApp, TEST_PASSWORD_COST, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const OWNER_IP = '198.51.100.20';
const ATTACKER_IP = '203.0.113.66';
let seq = 0;
const freshPhone = () => `+7708${String(2000000 + ++seq * 4211).slice(0, 7)}`;
type Login = { token: string | null; is_personal_info: number; demo_otp?: string; signup_ticket?: string };
const post = (url: string, payload: Record<string, unknown>, ip: string, app: FastifyInstance = t.app) =>
  call<Login & Record<string, unknown>>(app, { method: 'POST', url, payload, remoteAddress: ip });

/** The owner's sign-up by OTP up to the verified code: what verify-otp answered them. */
async function verifiedSignUp(phone: string) {
  const sent = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone }, OWNER_IP);
  const verified = await post(
    '/api/v1/auth/verify-otp',
    { phone, otp: sent.body.demo_otp, login_type: 'otp', verification_type: 'phone' },
    OWNER_IP,
  );
  expect(verified.status).toBe(200);
  return verified.body;
}

describe('attack 37.2: taking over a sign-up between verify-otp and update-info', () => {
  it('the phone alone gets nothing; the owner finishes their own sign-up', async () => {
    const phone = freshPhone();
    const verified = await verifiedSignUp(phone);
    expect(verified).toMatchObject({ token: null, is_personal_info: 0 });

    const attack = await post(
      '/api/v1/auth/update-info',
      { login_type: 'otp', phone, name: 'X', email: 'attacker@evil.example' },
      ATTACKER_IP,
    );
    expect(attack.status).toBe(401);
    expect(attack.body.token ?? null).toBeNull();
    const taken = await t.db.selectFrom('users').select('id').where('email', '=', 'attacker@evil.example').execute();
    expect(taken).toHaveLength(0);

    const own = await post(
      '/api/v1/auth/update-info',
      {
        login_type: 'otp',
        phone,
        name: 'Real Owner',
        email: 'owner@example.com',
        signup_ticket: verified.signup_ticket,
      },
      OWNER_IP,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ is_personal_info: 1, token: expect.any(String) });
  });

  it('a ticket works once, only for its phone, only from the client that verified the code, only for minutes', async () => {
    const phone = freshPhone();
    const { signup_ticket: ticket } = await verifiedSignUp(phone);
    expect(ticket).toEqual(expect.any(String));
    const finish = (body: Record<string, unknown>, ip = OWNER_IP) =>
      post('/api/v1/auth/update-info', { login_type: 'otp', name: 'Someone', signup_ticket: ticket, ...body }, ip);

    expect((await finish({ phone }, ATTACKER_IP)).status).toBe(401);
    expect((await finish({ phone: freshPhone() })).status).toBe(401);
    expect((await finish({ signup_ticket: `${ticket}x`, phone })).status).toBe(401);
    expect((await finish({ phone })).status).toBe(200);
    expect((await finish({ phone })).status).toBe(401);

    const late = await verifiedSignUp(freshPhone());
    t.clock.advance(16 * 60_000);
    const expired = await post(
      '/api/v1/auth/update-info',
      { login_type: 'otp', name: 'Late', signup_ticket: late.signup_ticket },
      OWNER_IP,
    );
    expect(expired.status).toBe(401);
    expect(firstError(expired.body)!.message).toBe('Please verify your phone number first.');
  });

  it('update-info has a per-client rate limit: 25 polls do not get 25 answers', async () => {
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      demo: true,
      passwordCost: TEST_PASSWORD_COST,
      authRateLimit: { max: 10, timeWindowMs: 60_000 },
    });
    try {
      const phone = freshPhone();
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++)
        statuses.push(
          (await post('/api/v1/auth/update-info', { login_type: 'otp', phone, name: 'X' }, ATTACKER_IP, app)).status,
        );
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('20 parallel uses of one ticket make one account', async () => {
    const phone = freshPhone();
    const { signup_ticket } = await verifiedSignUp(phone);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/v1/auth/update-info', { login_type: 'otp', name: `Racer ${i}`, signup_ticket }, OWNER_IP),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const accounts = await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(accounts).toHaveLength(1);
  });
});

describe('the social equivalent: a provider account without a name', () => {
  it('gets a ticket, not a session; update-info names the account with it, from that client only', async () => {
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      demo: true,
      passwordCost: TEST_PASSWORD_COST,
      // a provider that vouches for the e-mail but gives no name (Apple after the first sign-in does this)
      socialVerifier: { verify: async (_medium, token) => ({ email: token, uniqueId: `apple:${token}` }) },
    });
    try {
      const email = `nameless.${seq++}@example.com`;
      const social = await post('/api/v1/auth/social-login', { token: email, medium: 'apple' }, OWNER_IP, app);
      expect(social.body).toMatchObject({ token: null, is_personal_info: 0, signup_ticket: expect.any(String) });
      const finish = (ip: string) =>
        post(
          '/api/v1/auth/update-info',
          { login_type: 'social', name: 'Named Now', signup_ticket: social.body.signup_ticket },
          ip,
          app,
        );
      expect((await finish(ATTACKER_IP)).status).toBe(401);
      const done = await finish(OWNER_IP);
      expect(done.body).toMatchObject({ is_personal_info: 1, is_email_verified: 1, email, token: expect.any(String) });
      const row = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ f_name: 'Named', login_medium: 'social', social_id: `apple:${email}` });
      // the next social sign-in of that account signs straight in
      const again = await post('/api/v1/auth/social-login', { token: email, medium: 'apple' }, OWNER_IP, app);
      expect(again.body).toMatchObject({ token: expect.any(String), is_personal_info: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('the real flow: sign-up by OTP', () => {
  it('login, verify, personal info with the ticket, signed in; a second OTP login signs straight in', async () => {
    const phone = freshPhone();
    const verified = await verifiedSignUp(phone);
    const done = await post(
      '/api/v1/auth/update-info',
      { login_type: 'otp', phone, name: 'Ерлан Ахметов', signup_ticket: verified.signup_ticket },
      OWNER_IP,
    );
    expect(done.body).toMatchObject({ is_personal_info: 1, is_phone_verified: 1, token: expect.any(String) });
    t.clock.advance(61_000);
    const again = await verifiedSignUp(phone);
    expect(again).toMatchObject({ is_personal_info: 1, token: expect.any(String) });
    expect(again.signup_ticket).toBeUndefined();
  });
});

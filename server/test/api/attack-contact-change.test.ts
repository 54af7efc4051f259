/**
 * Issue 37.1: a stolen session alone cannot change the account's e-mail, phone or password, on any route
 * (update-info with a Bearer token, update-profile). A change proves the person: the current password, or a code
 * sent to the contact being replaced, plus a code to the new contact when that channel is real. The real flows
 * (change with the password, change with the codes) still work, and they sign the other sessions out.
 */
import type { FastifyInstance } from 'fastify';
import type { OutgoingMessage } from '../../src/context';
import { bearer, call, firstError, newUser, recordingApp, startApp, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let sent: OutgoingMessage[];
beforeAll(async () => {
  t = await startApp();
  // out of demo mode: codes reach only the contact they are sent to, never the caller
  ({ app, sent } = await recordingApp(t));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const MINUTE = 60_000;
const ATTACKER_MAIL = () => `attacker.${Math.random().toString(36).slice(2, 8)}@evil.example`;
const codeSentTo = (recipient: string) => {
  const message = [...sent].reverse().find((m) => m.recipient === recipient);
  return message && /(\d{6})/.exec(message.body)?.[1];
};
const info = async (token: string) =>
  (await call<Record<string, unknown>>(app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) }))
    .body;
const post = (url: string, payload: Record<string, unknown>, token?: string, ip = '198.51.100.7') =>
  call<Record<string, unknown>>(app, {
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: ip,
  });
const signIn = (email: string, password: string) =>
  post('/api/v1/auth/login', { email_or_phone: email, password }, undefined, '203.0.113.10');

describe('attack 37.1: account takeover with a stolen session', () => {
  it('update-info with a Bearer token changes neither the e-mail nor the phone without proof', async () => {
    const owner = await newUser(app);
    const attacker = ATTACKER_MAIL();
    const thiefPhone = '+77059990011';
    const res = await post(
      '/api/v1/auth/update-info',
      { name: 'Thief', email: attacker, login_type: 'manual' },
      owner.token,
    );
    // the step asks for the proof; nothing is saved and no code goes to the attacker's address
    expect(res.body.token ?? null).toBeNull();
    expect(res.body).toMatchObject({ verification_on: 'email', verification_step: 'current_contact' });
    t.clock.advance(MINUTE + 1);
    const phone = await post(
      '/api/v1/auth/update-info',
      { name: 'Thief', phone: thiefPhone, login_type: 'manual' },
      owner.token,
    );
    expect(phone.body.token ?? null).toBeNull();
    expect(phone.body).toMatchObject({ verification_on: 'phone', verification_step: 'current_contact' });
    expect(await info(owner.token)).toMatchObject({ email: owner.email, phone: owner.phone });
    expect(sent.some((m) => m.recipient === attacker || m.recipient === thiefPhone)).toBe(false);
    // the rest of the takeover: a reset to the attacker's address reaches no account, and the owner signs in
    await post('/api/v1/auth/forgot-password', { email: attacker });
    expect(codeSentTo(attacker)).toBeUndefined();
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });

  it('a made-up code or a wrong current password changes nothing either', async () => {
    const owner = await newUser(app);
    const attacker = ATTACKER_MAIL();
    const guessed = await post(
      '/api/v1/auth/update-info',
      { name: 'Thief', email: attacker, login_type: 'manual', current_contact_otp: '123456', otp: '123456' },
      owner.token,
    );
    expect(guessed.status).toBe(400);
    const wrongPassword = await post(
      '/api/v1/auth/update-info',
      { name: 'Thief', email: attacker, login_type: 'manual', current_password: 'not-the-password' },
      owner.token,
    );
    expect(wrongPassword.status).toBe(400);
    expect(firstError(wrongPassword.body)!.code).toBe('current_password');
    expect((await info(owner.token)).email).toBe(owner.email);
  });

  it('update-profile: the same rules (no proof: a code to the current contact, nothing saved)', async () => {
    const owner = await newUser(app);
    const attacker = ATTACKER_MAIL();
    const res = await post('/api/v1/customer/update-profile', { email: attacker }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      otp_send: true,
      verification_on: 'email',
      verification_step: 'current_contact',
      verification_target: owner.email,
    });
    expect(codeSentTo(owner.email)).toMatch(/^\d{6}$/);
    expect(sent.some((m) => m.recipient === attacker)).toBe(false);
    expect((await info(owner.token)).email).toBe(owner.email);
  });

  it('a verified phone is not changeable on any route', async () => {
    const owner = await newUser(app);
    await t.db.updateTable('users').set({ is_phone_verified: 1 }).where('id', '=', owner.id).execute();
    for (const [url, extra] of [
      ['/api/v1/auth/update-info', { name: 'Thief', login_type: 'manual' }],
      ['/api/v1/customer/update-profile', {}],
    ] as const) {
      const res = await post(url, { ...extra, phone: '+77058887766', current_password: owner.password }, owner.token);
      expect(res.status).toBe(400);
      expect(firstError(res.body)).toEqual({ code: 'phone', message: 'A verified phone number cannot be changed.' });
    }
    expect((await info(owner.token)).phone).toBe(owner.phone);
  });

  it('setting a password on an account without one needs a code to its contact', async () => {
    const owner = await newUser(app);
    await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', owner.id).execute();
    const res = await post(
      '/api/v1/customer/update-profile',
      { password: 'thief-pass1', confirm_password: 'thief-pass1' },
      owner.token,
    );
    expect(res.body).toMatchObject({ otp_send: true, verification_step: 'current_contact' });
    expect((await signIn(owner.email, 'thief-pass1')).status).toBe(401);
  });
});

describe('the real flows: a contact change with proof', () => {
  it('current password + a code to the new e-mail: saved, verified, other sessions signed out', async () => {
    const owner = await newUser(app);
    const other = (await signIn(owner.email, owner.password)).body.token as string;
    const next = `moved.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const form = { email: next, current_password: owner.password };
    const ask = await post('/api/v1/customer/update-profile', form, owner.token);
    expect(ask.body).toMatchObject({
      otp_send: true,
      verification_on: 'email',
      verification_step: 'new_contact',
      verification_target: next,
    });
    const done = await post('/api/v1/customer/update-profile', { ...form, otp: codeSentTo(next) }, owner.token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ otp_send: false });
    expect(await info(owner.token)).toMatchObject({ email: next, is_email_verified: 1 });
    expect((await call(app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(other) })).status).toBe(401);
    expect((await signIn(next, owner.password)).status).toBe(200);
  });

  it('no password at hand: a code to the current e-mail, then one to the new e-mail', async () => {
    const owner = await newUser(app);
    const next = `coded.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const first = await post(
      '/api/v1/auth/update-info',
      { name: 'Owner', email: next, login_type: 'manual' },
      owner.token,
    );
    expect(first.body).toMatchObject({ verification_on: 'email', verification_step: 'current_contact' });
    const current = codeSentTo(owner.email)!;
    const second = await post(
      '/api/v1/auth/update-info',
      { name: 'Owner', email: next, login_type: 'manual', current_contact_otp: current },
      owner.token,
    );
    expect(second.body).toMatchObject({ verification_on: 'email', verification_step: 'new_contact' });
    const done = await post(
      '/api/v1/auth/update-info',
      { name: 'Owner', email: next, login_type: 'manual', current_contact_otp: current, otp: codeSentTo(next) },
      owner.token,
    );
    expect(done.status).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));
    expect(await info(done.body.token as string)).toMatchObject({ email: next, is_email_verified: 1, f_name: 'Owner' });
    // the session that made the change stays; the codes are spent
    expect(
      (await call(app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(owner.token) })).status,
    ).toBe(200);
    t.clock.advance(MINUTE + 1);
    const replay = await post(
      '/api/v1/auth/update-info',
      { name: 'Owner', email: ATTACKER_MAIL(), login_type: 'manual', current_contact_otp: current },
      owner.token,
    );
    expect(replay.status).toBe(400);
  });

  it('the name alone changes freely on both routes', async () => {
    const owner = await newUser(app);
    const a = await post('/api/v1/auth/update-info', { name: 'Just Renamed', login_type: 'manual' }, owner.token);
    expect(a.status).toBe(200);
    const b = await post('/api/v1/customer/update-profile', { name: 'Renamed Again' }, owner.token);
    expect(b.body).toMatchObject({ otp_send: false });
    expect(await info(owner.token)).toMatchObject({ f_name: 'Renamed', l_name: 'Again', email: owner.email });
  });
});

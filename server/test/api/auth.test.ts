import { buildApp } from '../../src/app';
import { DEMO_USER } from '../../src/db/seed';
import {
  bearer,
  call,
  firstError,
  newUser,
  recordingApp,
  startApp,
  TEST_PASSWORD_COST,
  type TestApp,
  withPhoneVerification,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

type Login = {
  token: string | null;
  signup_ticket?: string;
  verification_step?: string;
  is_personal_info: number;
  is_exist_user: { id: number; name: string } | null;
  is_phone_verified: number;
  is_email_verified: number;
  email: string | null;
  demo_otp?: string;
  session_info?: string;
  verification_on?: string;
};
const post = <T = Login>(url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call<T>(t.app, { method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const MINUTE = 60_000;
let phoneSeq = 0;
const freshPhone = () => `+7707${String(1000000 + ++phoneSeq * 7331).slice(0, 7)}`;

describe('sign-up', () => {
  it('creates an account and returns a login result with a token', async () => {
    const { status, body } = await post('/api/v1/auth/sign-up', {
      name: 'Аружан Касымова',
      email: 'Aruzhan@Example.com',
      phone: '8 (705) 111-22-33',
      password: 'secret123',
      confirm_password: 'secret123',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      is_personal_info: 1,
      is_exist_user: null,
      is_phone_verified: 0,
      is_email_verified: 0,
      email: 'aruzhan@example.com',
    });
    expect(body.token).toEqual(expect.any(String));
    const me = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(body.token!) });
    expect(me.body).toMatchObject({ f_name: 'Аружан', l_name: 'Касымова', phone: '+77051112233' });
  });

  it.each([
    [{ name: '' }, 'name', 'First name is required'],
    [{ name: undefined }, 'name', 'First name is required'],
    [{ email: 'nope' }, 'email', 'Must be a valid email'],
    [{ email: undefined }, 'email', 'Email is required'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'email', 'Email must be at most 255 characters'],
    [{ phone: '12345' }, 'phone', 'Number must be 10 digits'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ password: undefined }, 'password', 'Password is required'],
    [{ password: '123', confirm_password: '123' }, 'password', 'Password is too short - should be 6 chars minimum.'],
    [{ confirm_password: 'different' }, 'confirm_password', 'Passwords must match'],
    [{ ref_code: 'NOPE' }, 'ref_code', 'Referrer code not found.'],
  ])('rejects %j', async (override, code, message) => {
    const payload = {
      name: 'Имя',
      email: `x${Math.random()}@example.com`,
      phone: freshPhone(),
      password: 'secret123',
      confirm_password: 'secret123',
      ...override,
    };
    const { status, body } = await post('/api/v1/auth/sign-up', payload);
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code, message });
  });

  it('refuses a taken email or phone', async () => {
    const taken = await post('/api/v1/auth/sign-up', {
      name: 'A',
      email: DEMO_USER.email.toUpperCase(),
      phone: freshPhone(),
      password: 'secret123',
      confirm_password: 'secret123',
    });
    expect(firstError(taken.body)).toEqual({ code: 'email', message: 'The email has already been taken.' });
    const phone = await post('/api/v1/auth/sign-up', {
      name: 'A',
      email: 'new-one@example.com',
      phone: DEMO_USER.phone,
      password: 'secret123',
      confirm_password: 'secret123',
    });
    expect(firstError(phone.body)).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
  });
});

describe('manual sign-in', () => {
  it('signs in by email or phone', async () => {
    const byEmail = await post('/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: DEMO_USER.email,
      password: DEMO_USER.password,
      field_type: 'email',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({
      is_personal_info: 1,
      is_phone_verified: 1,
      is_email_verified: 1,
      is_exist_user: null,
    });
    const byPhone = await post('/api/v1/auth/login', {
      email_or_phone: DEMO_USER.phone,
      password: DEMO_USER.password,
      field_type: 'phone',
    });
    expect(byPhone.body.token).toEqual(expect.any(String));
  });

  it.each([
    [{ email_or_phone: '' }, 'email_or_phone', 'Email or phone number is required'],
    [{ email_or_phone: 'abc' }, 'email_or_phone', 'Must be a valid email or phone number'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password is too short - should be 6 chars minimum.'],
  ])('validates %j', async (override, code, message) => {
    const { status, body } = await post('/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: DEMO_USER.email,
      password: DEMO_USER.password,
      ...override,
    });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code, message });
  });

  it('answers 401 alike for a wrong password and an unknown account', async () => {
    const wrong = await post('/api/v1/auth/login', { email_or_phone: DEMO_USER.email, password: 'wrong-password' });
    const unknown = await post('/api/v1/auth/login', { email_or_phone: 'ghost@example.com', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(firstError(wrong.body)).toEqual(firstError(unknown.body));
  });

  it('refuses an inactive account, and its existing tokens', async () => {
    const user = await newUser(t.app);
    await t.db.updateTable('users').set({ status: false }).where('id', '=', user.id).execute();
    const login = await post('/api/v1/auth/login', { email_or_phone: user.email, password: user.password });
    expect(login.status).toBe(401);
    expect(firstError(login.body)!.message).toBe('Your account is inactive. Please contact support.');
    const info = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(user.token) });
    expect(info.status).toBe(401);
  });

  it('withholds the token until the phone is verified when the business requires it', async () => {
    const user = await newUser(t.app);
    await withPhoneVerification(t, async (app) => {
      const login = await call<Login>(app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email_or_phone: user.email, password: user.password },
      });
      expect(login.body).toMatchObject({ token: null, verification_on: 'phone' });
      const verified = await call<Login>(app, {
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { phone: user.phone, otp: login.body.demo_otp, login_type: 'manual', verification_type: 'phone' },
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ is_phone_verified: 1, token: expect.any(String) });
    });
  });
});

describe('OTP sign-in', () => {
  it('new phone: code, verify, personal info, token', async () => {
    const phone = freshPhone();
    const sent = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone, field_type: 'phone' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ token: null, is_personal_info: 0, verification_on: 'phone' });
    expect(sent.body.demo_otp).toMatch(/^\d{6}$/);
    const verified = await post('/api/v1/auth/verify-otp', {
      phone,
      otp: sent.body.demo_otp,
      login_type: 'otp',
      verification_type: 'phone',
    });
    expect(verified.body).toMatchObject({
      token: null,
      is_personal_info: 0,
      is_phone_verified: 1,
      signup_ticket: expect.any(String),
    });
    const ticket = verified.body.signup_ticket;
    const info = await post('/api/v1/auth/update-info', {
      name: 'Ерлан Ахметов',
      email: 'erlan@example.com',
      phone,
      login_type: 'otp',
      signup_ticket: ticket,
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ is_personal_info: 1, is_phone_verified: 1, token: expect.any(String) });
    // the ticket is used up: update-info cannot be replayed, with it or without it
    const again = await post('/api/v1/auth/update-info', {
      name: 'Someone Else',
      phone,
      login_type: 'otp',
      signup_ticket: ticket,
    });
    expect(again.status).toBe(401);
    expect((await post('/api/v1/auth/update-info', { name: 'Someone Else', phone, login_type: 'otp' })).status).toBe(
      401,
    );
  });

  it('known phone: verify signs in', async () => {
    const user = await newUser(t.app);
    const sent = await post('/api/v1/auth/send-otp', { phone: user.phone, login_type: 'otp' });
    expect(sent.body).toMatchObject({ message: 'OTP sent successfully.', resend_after: 60 });
    const verified = await post('/api/v1/auth/verify-otp', {
      phone: user.phone,
      otp: sent.body.demo_otp,
      login_type: 'otp',
    });
    expect(verified.body).toMatchObject({ is_personal_info: 1, token: expect.any(String) });
  });

  it('update-info for a signed-in user updates name and phone (with proof) and hands out a fresh token', async () => {
    const user = await newUser(t.app);
    const phone = freshPhone();
    const form = { name: 'Обновлённое Имя', phone, login_type: 'manual', current_password: user.password };
    const ask = await post('/api/v1/auth/update-info', form, bearer(user.token));
    // texts are a real channel here (is_sms_active): the new phone gets a code first
    expect(ask.body).toMatchObject({ token: null, verification_on: 'phone', verification_step: 'new_contact' });
    const res = await post('/api/v1/auth/update-info', { ...form, otp: ask.body.demo_otp }, bearer(user.token));
    expect(res.body).toMatchObject({ is_personal_info: 1, phone, is_phone_verified: 1, token: expect.any(String) });
    const anonymous = await post('/api/v1/auth/update-info', { name: 'X', login_type: 'manual' });
    expect(anonymous.status).toBe(401);
    const missingName = await post('/api/v1/auth/update-info', { login_type: 'manual' }, bearer(user.token));
    expect(firstError(missingName.body)).toEqual({ code: 'name', message: 'First name is required' });
  });

  it('update-info without a verified code is refused', async () => {
    const { status, body } = await post('/api/v1/auth/update-info', {
      name: 'Мошенник',
      phone: freshPhone(),
      login_type: 'otp',
    });
    expect(status).toBe(401);
    expect(firstError(body)!.message).toBe('Please verify your phone number first.');
  });

  it.each([
    [{ email_or_phone: '' }, 'Please give a phone number'],
    [{ email_or_phone: '12345' }, 'Number must be 10 digits'],
  ])('validates the phone %j', async (override, message) => {
    const { status, body } = await post('/api/v1/auth/login', { login_type: 'otp', ...override });
    expect(status).toBe(400);
    expect(firstError(body)!.message).toBe(message);
  });

  it('burns the code after 5 wrong attempts', async () => {
    const phone = freshPhone();
    const sent = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone });
    const wrong = sent.body.demo_otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await post('/api/v1/auth/verify-otp', { phone, otp: wrong, login_type: 'otp' });
      expect(firstError(attempt.body)!.message).toBe('OTP does not match.');
    }
    const right = await post('/api/v1/auth/verify-otp', { phone, otp: sent.body.demo_otp, login_type: 'otp' });
    expect(right.status).toBe(400);
    expect(firstError(right.body)!.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('codes expire after 5 minutes', async () => {
    const phone = freshPhone();
    const sent = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone });
    t.clock.advance(5 * MINUTE + 1000);
    const late = await post('/api/v1/auth/verify-otp', { phone, otp: sent.body.demo_otp, login_type: 'otp' });
    expect(firstError(late.body)!.message).toBe('OTP has expired or was not requested. Please request a new code.');
  });

  it('resending waits 60 s, and only the newest code counts', async () => {
    const phone = freshPhone();
    const first = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone });
    const early = await post('/api/v1/auth/send-otp', { phone, login_type: 'otp' });
    expect(early.status).toBe(429);
    expect(firstError(early.body)).toEqual({ code: 'otp', message: 'Please try again after 60 seconds.' });
    t.clock.advance(MINUTE);
    const second = await post('/api/v1/auth/send-otp', { phone, login_type: 'otp' });
    expect(second.status).toBe(200);
    if (first.body.demo_otp !== second.body.demo_otp) {
      const old = await post('/api/v1/auth/verify-otp', { phone, otp: first.body.demo_otp, login_type: 'otp' });
      expect(old.status).toBe(400);
    }
    const ok = await post('/api/v1/auth/firebase-verify-token', {
      session_info: second.body.session_info,
      phone,
      otp: second.body.demo_otp,
      login_type: 'otp',
    });
    expect(ok.status).toBe(200);
  });

  it('send-otp to verify a contact answers alike, and only an existing account verifies', async () => {
    const nobody = await post('/api/v1/auth/send-otp', { email: 'nobody@example.com', verification_type: 'email' });
    expect(nobody.status).toBe(200);
    const unknown = await post('/api/v1/auth/verify-otp', {
      email: 'nobody@example.com',
      otp: nobody.body.demo_otp,
      verification_type: 'email',
      login_type: 'manual',
    });
    expect(unknown.status).toBe(404);
    const user = await newUser(t.app);
    const email = await post('/api/v1/auth/send-otp', { email: user.email, verification_type: 'email' });
    const verified = await post('/api/v1/auth/verify-otp', {
      email: user.email,
      otp: email.body.demo_otp,
      verification_type: 'email',
      login_type: 'manual',
    });
    expect(verified.body).toMatchObject({ is_email_verified: 1, token: expect.any(String) });
  });

  it('a password reset code signs nobody in through the session-based verify routes', async () => {
    const user = await newUser(t.app);
    const sent = await post('/api/v1/auth/forgot-password', { phone: user.phone, verification_method: 'phone' });
    const firebase = await post('/api/v1/auth/firebase-verify-token', {
      session_info: sent.body.session_info,
      phone: user.phone,
      otp: sent.body.demo_otp,
    });
    expect(firebase.status).toBe(400);
    expect(firebase.body.token ?? null).toBeNull();
  });

  it('without demo mode the code goes to the sender and never into the response', async () => {
    const { app, sent } = await recordingApp(t);
    const phone = freshPhone();
    const res = await call<Login>(app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'otp', email_or_phone: phone },
    });
    expect(res.status).toBe(200);
    expect(res.body.demo_otp).toBeUndefined();
    expect(sent).toHaveLength(1);
    const code = /(\d{6})/.exec(sent[0]!.body)![1];
    const ok = await call<Login>(app, {
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { phone, otp: code, login_type: 'otp' },
    });
    expect(ok.status).toBe(200);
    await app.close();
  });

  it('the default sender writes to the outbox table', async () => {
    const phone = freshPhone();
    await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: phone });
    const row = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', phone).executeTakeFirst();
    expect(row?.body).toMatch(/\d{6}/);
  });
});

describe('social sign-in', () => {
  it('creates and signs in a new social user (demo verifier)', async () => {
    const { status, body } = await post('/api/v1/auth/social-login', {
      token: 'demo:social.new@example.com',
      medium: 'google',
      email: 'social.new@example.com',
      unique_id: 'g-1',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      is_exist_user: null,
      is_personal_info: 1,
      is_email_verified: 1,
      token: expect.any(String),
    });
    const again = await post('/api/v1/auth/login', {
      login_type: 'social',
      token: 'demo:social.new@example.com',
      medium: 'google',
      unique_id: 'g-1',
    });
    expect(again.body.token).toEqual(expect.any(String));
  });

  it('asks "Is it you?" for an existing account, then links on yes', async () => {
    const user = await newUser(t.app);
    const ask = await post('/api/v1/auth/social-login', {
      token: `demo:${user.email}`,
      medium: 'facebook',
      unique_id: 'fb-7',
    });
    expect(ask.body).toMatchObject({ token: null, is_exist_user: { id: user.id } });
    const no = await post('/api/v1/auth/social-login', {
      token: `demo:${user.email}`,
      medium: 'facebook',
      unique_id: 'fb-7',
      verified: 'no',
    });
    expect(firstError(no.body)!.code).toBe('email');
    const yes = await post('/api/v1/auth/social-login', {
      token: `demo:${user.email}`,
      medium: 'facebook',
      unique_id: 'fb-7',
      verified: 'yes',
    });
    expect(yes.body.token).toEqual(expect.any(String));
  });

  it('rejects a bad token and a mismatching email', async () => {
    expect((await post('/api/v1/auth/social-login', { token: 'forged', medium: 'google' })).status).toBe(401);
    const mismatch = await post('/api/v1/auth/social-login', {
      token: 'demo:a@example.com',
      medium: 'google',
      email: 'b@example.com',
    });
    expect(mismatch.status).toBe(401);
    const missing = await post('/api/v1/auth/social-login', { medium: 'google' });
    expect(firstError(missing.body)).toEqual({ code: 'token', message: 'token is required.' });
  });

  it('without demo mode and without a verifier it is not configured, never a fake success', async () => {
    const app = await buildApp({ db: t.db, demo: false, passwordCost: TEST_PASSWORD_COST });
    const res = await call(app, {
      method: 'POST',
      url: '/api/v1/auth/social-login',
      payload: { token: 'demo:x@example.com', medium: 'google' },
    });
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toEqual({ code: 'social_login', message: 'social login is not configured' });
    await app.close();
  });
});

describe('tokens', () => {
  it('verify, expire and revoke', async () => {
    const user = await newUser(t.app);
    const logout = await call(t.app, { method: 'POST', url: '/api/v1/auth/logout', headers: bearer(user.token) });
    expect(logout.body).toEqual({ code: 'logout_done', message: 'Logout successful' });
    const after = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(user.token) });
    expect(after.status).toBe(401);
    const login = await post('/api/v1/auth/login', { email_or_phone: user.email, password: user.password });
    t.clock.advance(31 * 24 * 3600_000);
    const expired = await call(t.app, {
      method: 'GET',
      url: '/api/v1/customer/info',
      headers: bearer(login.body.token!),
    });
    expect(expired.status).toBe(401);
    expect(firstError(expired.body)!.message).toBe('Your token has been expired. Please login again.');
    t.clock.advance(-31 * 24 * 3600_000);
    const garbage = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer('garbage') });
    expect(garbage.status).toBe(401);
  });

  it('guest ids are unguessable and unique', async () => {
    const a = await post<{ guest_id: string }>('/api/v1/auth/guest/request', {});
    const b = await post<{ guest_id: string }>('/api/v1/auth/guest/request', {});
    expect(a.body.guest_id).toMatch(/^g_[\w-]{20,}$/);
    expect(a.body.guest_id).not.toBe(b.body.guest_id);
  });
});

describe('forgot and reset password', () => {
  it('phone: code, verify-token, reset, old sessions revoked, new password works', async () => {
    const user = await newUser(t.app);
    const sent = await post('/api/v1/auth/forgot-password', { phone: user.phone, verification_method: 'phone' });
    expect(sent.status).toBe(200);
    const code = sent.body.demo_otp!;
    const check = await post('/api/v1/auth/verify-token', {
      reset_token: code,
      phone: user.phone,
      verification_method: 'phone',
    });
    expect(check.body).toEqual({ code: 'otp_found', message: 'OTP found, you can proceed.' });
    const reset = await call(t.app, {
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      payload: {
        reset_token: code,
        phone: user.phone,
        password: 'brand-new-1',
        confirm_password: 'brand-new-1',
        verification_method: 'phone',
      },
    });
    expect(reset.body).toEqual({ code: 'password_changed', message: 'Password changed successfully.' });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(user.token) })).status,
    ).toBe(401);
    expect((await post('/api/v1/auth/login', { email_or_phone: user.email, password: 'brand-new-1' })).status).toBe(
      200,
    );
    expect((await post('/api/v1/auth/login', { email_or_phone: user.email, password: user.password })).status).toBe(
      401,
    );
    // the code is spent
    const replay = await call(t.app, {
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      payload: { reset_token: code, phone: user.phone, password: 'another-1', confirm_password: 'another-1' },
    });
    expect(replay.status).toBe(400);
  });

  it('parallel resets holding one verified code change the password once', async () => {
    const user = await newUser(t.app);
    const sent = await post('/api/v1/auth/forgot-password', { phone: user.phone, verification_method: 'phone' });
    const code = sent.body.demo_otp!;
    await post('/api/v1/auth/verify-token', { reset_token: code, phone: user.phone, verification_method: 'phone' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, {
          method: 'PUT',
          url: '/api/v1/auth/reset-password',
          payload: {
            reset_token: code,
            phone: user.phone,
            password: `parallel-${i}-pw`,
            confirm_password: `parallel-${i}-pw`,
            verification_method: 'phone',
          },
        }),
      ),
    );
    const won = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    expect(results.every((r) => [200, 400, 429].includes(r.status))).toBe(true);
    // the one that answered 200 is the password now; every other one was refused
    const login = (i: number) =>
      post('/api/v1/auth/login', { email_or_phone: user.email, password: `parallel-${i}-pw` });
    expect((await login(won[0]!)).status).toBe(200);
    expect((await login(won[0] === 0 ? 1 : 0)).status).toBe(401);
  });

  it('email: verify-phone style session check is not needed; wrong code refused', async () => {
    const user = await newUser(t.app);
    await post('/api/v1/auth/forgot-password', { email: user.email, verification_method: 'email' });
    const wrong = await post('/api/v1/auth/verify-token', {
      reset_token: '999999',
      email: user.email,
      verification_method: 'email',
    });
    expect([400]).toContain(wrong.status);
  });

  it.each([
    [{ verification_method: 'phone' }, 'phone', 'Please provide a phone number'],
    [{ phone: '123', verification_method: 'phone' }, 'phone', 'Phone number must be exactly 10 digits'],
    [{ verification_method: 'email' }, 'email', 'Please provide an email address'],
    [{ email: 'bad', verification_method: 'email' }, 'email', 'Please enter a valid email address'],
  ])('forgot-password validates %j', async (payload, code, message) => {
    const { status, body } = await post('/api/v1/auth/forgot-password', payload);
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code, message });
  });

  it('forgot-password does not tell an unknown account from a known one (auth-hardening.test.ts)', async () => {
    const res = await post('/api/v1/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'OTP sent successfully.' });
  });

  it.each([
    [{ password: undefined }, 'password', 'No password provided.'],
    [{ password: '123', confirm_password: '123' }, 'password', 'Password is too short - should be 6 chars minimum.'],
    [{ confirm_password: undefined }, 'confirm_password', 'No Confirm Password provided.'],
    [{ confirm_password: 'other-1' }, 'confirm_password', 'Passwords must match'],
    [{ reset_token: undefined }, 'reset_token', 'field is empty'],
    [{ reset_token: '12ab' }, 'reset_token', 'The code must be 6 digits'],
  ])('reset-password validates %j', async (override, code, message) => {
    const payload = {
      reset_token: '123456',
      phone: DEMO_USER.phone,
      password: 'secret123',
      confirm_password: 'secret123',
      ...override,
    };
    const { status, body } = await call(t.app, { method: 'PUT', url: '/api/v1/auth/reset-password', payload });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code, message });
  });

  it('PUT /api/v1/auth/verify-phone turns a reset code into a reset token, or verifies the phone', async () => {
    const user = await newUser(t.app);
    const sent = await post('/api/v1/auth/forgot-password', { phone: user.phone });
    const reset = await call<{ reset_token: string }>(t.app, {
      method: 'PUT',
      url: '/api/v1/auth/verify-phone',
      payload: {
        phoneNumber: user.phone,
        sessionInfo: sent.body.session_info,
        code: sent.body.demo_otp,
        is_reset_token: 1,
      },
    });
    // an opaque token, never the code (attack-reset-token.test.ts)
    expect(reset.body.reset_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const verify = await post('/api/v1/auth/send-otp', { phone: user.phone, verification_type: 'phone' });
    const ok = await call<{ login: Login }>(t.app, {
      method: 'PUT',
      url: '/api/v1/auth/verify-phone',
      payload: { phoneNumber: user.phone, sessionInfo: verify.body.session_info, code: verify.body.demo_otp },
    });
    expect(ok.body.login).toMatchObject({ is_phone_verified: 1, token: expect.any(String) });
    const missing = await call(t.app, {
      method: 'PUT',
      url: '/api/v1/auth/verify-phone',
      payload: { sessionInfo: 'x', code: '123456' },
    });
    expect(firstError(missing.body)).toEqual({ code: 'phoneNumber', message: 'Please give a phone number' });
  });
});

describe('rate limits', () => {
  it.each([
    ['/api/v1/auth/login', () => ({ email_or_phone: 'ghost@example.com', password: 'whatever1' })],
    // a new phone each time, so the 60 s resend rule does not answer first
    ['/api/v1/auth/send-otp', () => ({ phone: freshPhone(), login_type: 'otp' })],
    ['/api/v1/auth/verify-otp', () => ({ phone: '+77070000000', otp: '123456', login_type: 'otp' })],
    // a new address each time, for the same reason
    ['/api/v1/auth/forgot-password', () => ({ email: `ghost${freshPhone().slice(-7)}@example.com` })],
  ])('%s answers 429 past the limit', async (url, payload) => {
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      passwordCost: TEST_PASSWORD_COST,
      authRateLimit: { max: 2, timeWindowMs: 60_000 },
    });
    for (let i = 0; i < 2; i++) {
      expect((await call(app, { method: 'POST', url, payload: payload() })).status).not.toBe(429);
    }
    const limited = await call(app, { method: 'POST', url, payload: payload(), headers: { 'x-localization': 'en' } });
    expect(limited.status).toBe(429);
    expect(firstError(limited.body)!.code).toBe('too_many_requests');
    expect(firstError(limited.body)!.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const ru = await app.inject({ method: 'POST', url, payload: payload() });
    expect(ru.headers['retry-after']).toMatch(/^\d+$/);
    expect(firstError(ru.json())!.message).toMatch(/^Слишком много попыток\. Повторите через \d+ с\.$/);
    await app.close();
  });
});

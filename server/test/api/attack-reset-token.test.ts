/**
 * Issue 45.4: forgot password by phone through `PUT /api/v1/auth/verify-phone` with `is_reset_token`. The right code
 * is spent there and exchanged for a reset token: opaque (never the code), single use, short-lived, good only for
 * the phone it was issued for; the path is throttled like reset-password.
 */
import { buildApp } from '../../src/app';
import { RESET_TOKEN_TTL_MS } from '../../src/services/accounts/reset-tokens';
import { call, firstError, newUser, startApp, TEST_PASSWORD_COST, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Sent {
  session_info: string;
  demo_otp: string;
}
const put = <T = Record<string, unknown>>(url: string, payload: Record<string, unknown>, lang = 'en') =>
  call<T>(t.app, { method: 'PUT', url, payload, headers: { 'x-localization': lang } });

async function resetTokenFor(phone: string): Promise<{ token: string; code: string; session: string }> {
  const sent = await call<Sent>(t.app, { method: 'POST', url: '/api/v1/auth/forgot-password', payload: { phone } });
  expect(sent.status).toBe(200);
  const res = await put<{ reset_token: string }>('/api/v1/auth/verify-phone', {
    phoneNumber: phone,
    sessionInfo: sent.body.session_info,
    code: sent.body.demo_otp,
    is_reset_token: 1,
  });
  expect(res.status).toBe(200);
  return { token: res.body.reset_token, code: sent.body.demo_otp, session: sent.body.session_info };
}

const reset = (phone: string, token: string, password = 'newsecret1') =>
  put('/api/v1/auth/reset-password', {
    phone,
    reset_token: token,
    password,
    confirm_password: password,
    verification_method: 'phone',
  });

const login = (phone: string, password: string) =>
  call<{ token: string | null }>(t.app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email_or_phone: phone, password, login_type: 'manual' },
  });

describe('reset token from verify-phone', () => {
  it('is opaque, resets the password once, and the code cannot be replayed', async () => {
    const user = await newUser(t.app);
    const { token, code } = await resetTokenFor(user.phone);
    expect(token).not.toBe(code);
    expect(token.length).toBeGreaterThanOrEqual(32);
    // the code was spent on the exchange: it is not a reset token any more
    expect((await reset(user.phone, code)).status).toBe(400);
    expect((await reset(user.phone, token)).status).toBe(200);
    expect((await login(user.phone, 'newsecret1')).body.token).toEqual(expect.any(String));
    const again = await reset(user.phone, token, 'another-1');
    expect(again.status).toBe(400);
    expect(firstError(again.body)!.code).toBe('reset_token');
    expect((await login(user.phone, 'another-1')).status).toBe(401);
  });

  it('is refused for another phone, and after it expires', async () => {
    const owner = await newUser(t.app);
    const victim = await newUser(t.app);
    const { token } = await resetTokenFor(owner.phone);
    const foreign = await reset(victim.phone, token);
    expect(foreign.status).toBe(400);
    expect((await login(victim.phone, 'newsecret1')).status).toBe(401);
    t.clock.advance(RESET_TOKEN_TTL_MS + 1_000);
    const late = await reset(owner.phone, token, 'latesecret1');
    expect(late.status).toBe(400);
    expect(firstError(late.body)!.message).toBe('The reset link has expired or was already used. Please start again.');
    const ru = await put(
      '/api/v1/auth/reset-password',
      {
        phone: owner.phone,
        reset_token: token,
        password: 'latesecret1',
        confirm_password: 'latesecret1',
      },
      'ru',
    );
    expect(firstError(ru.body)!.message).toBe('Ссылка для сброса устарела или уже использована. Начните заново.');
  });

  it('of 20 parallel resets with one token, exactly one changes the password', async () => {
    const user = await newUser(t.app);
    const { token } = await resetTokenFor(user.phone);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(user.phone, token, `parallel-${i}`)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
  });

  it('a wrong code at verify-phone is throttled like reset-password (429 with Retry-After)', async () => {
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      demo: true,
      passwordCost: TEST_PASSWORD_COST,
      authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    });
    const user = await newUser(app);
    const sent = await call<Sent>(app, {
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { phone: user.phone },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wrong = String((Number(sent.body.demo_otp) + 1 + i) % 1_000_000).padStart(6, '0');
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/auth/verify-phone',
        payload: { phoneNumber: user.phone, sessionInfo: sent.body.session_info, code: wrong, is_reset_token: 1 },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    await app.close();
  });

  it('a sign-in code exchanged at verify-phone with is_reset_token gives no reset token', async () => {
    const user = await newUser(t.app);
    const sent = await call<Sent>(t.app, {
      method: 'POST',
      url: '/api/v1/auth/send-otp',
      payload: { phone: user.phone, verification_type: 'phone' },
    });
    const res = await put<{ reset_token?: string }>('/api/v1/auth/verify-phone', {
      phoneNumber: user.phone,
      sessionInfo: sent.body.session_info,
      code: sent.body.demo_otp,
      is_reset_token: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.reset_token).toBeUndefined();
  });
});

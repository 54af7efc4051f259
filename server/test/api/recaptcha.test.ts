/**
 * Issue 45.4: reCAPTCHA before a code is sent. Configured, the API checks the storefront's token with the siteverify
 * protocol (a form POST of secret, response and remoteip; a JSON answer with `success`) — here against a loopback
 * server speaking it; not configured, nothing is checked and the config names no site key.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { GOOGLE_SITEVERIFY_URL } from '../../src/infra/recaptcha';
import { call, firstError, newUser, startApp, TEST_PASSWORD_COST, type TestApp } from './helpers';

const SECRET = 'loopback-secret';
const GOOD = 'token-the-widget-gave';
let t: TestApp;
let siteverify: Server;
let verifyUrl: string;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  t = await startApp();
  siteverify = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const ok =
        req.method === 'POST' &&
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('secret') === SECRET &&
        form.get('response') === GOOD;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          ok
            ? { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((r) => siteverify.listen(0, '127.0.0.1', r));
  verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => siteverify.close(r));
});

const withRecaptcha = (url: string) =>
  buildApp({
    db: t.db,
    clock: t.clock,
    demo: true,
    passwordCost: TEST_PASSWORD_COST,
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    providers: { recaptcha: { siteKey: 'site-key-1', secret: SECRET, verifyUrl: url } },
  });

test('not configured: no site key in the config and codes are sent without a token', async () => {
  const config = await call<{ recaptcha_site_key: string | null }>(t.app, { method: 'GET', url: '/api/v1/config' });
  expect(config.body.recaptcha_site_key).toBeNull();
  const user = await newUser(t.app);
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { phone: user.phone },
  });
  expect(res.status).toBe(200);
  expect(seen).toHaveLength(0);
});

test('configured: a missing or refused token gets no code; a good one does, checked with secret and address', async () => {
  const app = await withRecaptcha(verifyUrl);
  const config = await call<{ recaptcha_site_key: string | null }>(app, { method: 'GET', url: '/api/v1/config' });
  expect(config.body.recaptcha_site_key).toBe('site-key-1');
  const user = await newUser(app);
  const forgot = (payload: Record<string, unknown>, lang = 'en') =>
    call<{ session_info?: string }>(app, {
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { phone: user.phone, ...payload },
      headers: { 'x-localization': lang },
    });
  const missing = await forgot({});
  expect(missing.status).toBe(400);
  expect(firstError(missing.body)).toEqual({ code: 'recaptcha', message: 'Please complete the reCAPTCHA check.' });
  expect(seen).toHaveLength(0);

  const refused = await forgot({ recaptcha_token: 'forged' }, 'ru');
  expect(refused.status).toBe(400);
  expect(firstError(refused.body)!.message).toBe('Проверка reCAPTCHA не пройдена. Попробуйте ещё раз.');
  expect(seen.at(-1)!.get('secret')).toBe(SECRET);
  expect(seen.at(-1)!.get('response')).toBe('forged');
  expect(seen.at(-1)!.get('remoteip')).toBe('127.0.0.1');

  const passed = await forgot({ recaptcha_token: GOOD });
  expect(passed.status).toBe(200);
  expect(passed.body.session_info).toEqual(expect.any(String));

  // the other code-sending paths ask too
  const otp = await call(app, {
    method: 'POST',
    url: '/api/v1/auth/send-otp',
    payload: { phone: user.phone, verification_type: 'phone' },
    headers: { 'x-localization': 'kz' },
  });
  expect(firstError(otp.body)).toEqual({ code: 'recaptcha', message: 'reCAPTCHA тексерісінен өтіңіз.' });
  const login = await call(app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'otp', email_or_phone: '+77057654321', recaptcha_token: GOOD },
  });
  expect(login.status).toBe(200);
  await app.close();
});

test('siteverify unreachable: 503 and no code, never a pass', async () => {
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((r) => closed.close(r));
  const app = await withRecaptcha(`http://127.0.0.1:${port}/siteverify`);
  const user = await newUser(app);
  const res = await call(app, {
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { phone: user.phone, recaptcha_token: GOOD },
  });
  expect(res.status).toBe(503);
  expect(firstError(res.body)!.code).toBe('recaptcha');
  await app.close();
});

test('env: the key and secret together, siteverify at Google by default or at RECAPTCHA_VERIFY_URL', () => {
  expect(() => readEnv({ RECAPTCHA_SITE_KEY: 'k' })).toThrow('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET');
  expect(readEnv({}).providers.recaptcha).toBeUndefined();
  expect(readEnv({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's' }).providers.recaptcha).toEqual({
    siteKey: 'k',
    secret: 's',
    verifyUrl: GOOGLE_SITEVERIFY_URL,
  });
  expect(
    readEnv({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: verifyUrl }).providers.recaptcha
      ?.verifyUrl,
  ).toBe(verifyUrl);
});

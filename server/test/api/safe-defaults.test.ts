/**
 * Safe by default: demo mode only when asked for, configuration checked before the start, security headers on
 * every answer, the API docs off in production.
 */
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { ConfigError, readEnv } from '../../src/env';
import { repoPath } from '../../src/paths';
import { call, NOW, startApp, TestClock, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** An app built the way main.ts builds it when nothing says "demo", logging into `lines`. */
async function defaultApp(lines: string[], demo?: boolean) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return buildApp({ db: t.db, clock: new TestClock(NOW), logger: { level: 'info', stream }, demo });
}

const freshPhone = () => `+7701${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

describe('demo mode is off unless asked for', () => {
  test('no OTP code in the answer or in the log; the code only goes to the outbox', async () => {
    const lines: string[] = [];
    const app = await defaultApp(lines);
    try {
      const phone = freshPhone();
      const sent = await call(app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login_type: 'otp', email_or_phone: phone, field_type: 'phone' },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).not.toHaveProperty('demo_otp');
      const message = await t.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', phone)
        .executeTakeFirstOrThrow();
      const code = /\d{6}/.exec(message.body ?? '')![0];
      expect(lines.join('')).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  test('in demo mode the same request does echo and log the code (what the test above would catch)', async () => {
    const lines: string[] = [];
    const app = await defaultApp(lines, true);
    try {
      const sent = await call<{ demo_otp: string }>(app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login_type: 'otp', email_or_phone: freshPhone(), field_type: 'phone' },
      });
      expect(sent.body.demo_otp).toMatch(/^\d{6}$/);
      expect(lines.join('')).toContain(sent.body.demo_otp);
    } finally {
      await app.close();
    }
  });

  test('a demo:<email> social token signs no one in', async () => {
    const app = await defaultApp([]);
    try {
      const res = await call(app, {
        method: 'POST',
        url: '/api/v1/auth/social-login',
        payload: { token: 'demo:someone@example.com', medium: 'google' },
      });
      expect(res.status).toBe(400);
      expect(res.body).not.toHaveProperty('token');
    } finally {
      await app.close();
    }
  });

  test('config says demo false and offers no demo payment; the demo gateway routes are 404', async () => {
    const app = await defaultApp([]);
    try {
      const config = await call<{ demo: boolean; active_payment_method_list: { gateway: string }[] }>(app, {
        method: 'GET',
        url: '/api/v1/config',
      });
      expect(config.body.demo).toBe(false);
      expect(config.body.active_payment_method_list.map((m) => m.gateway)).not.toContain('demo');
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await app.inject({ method: 'GET', url: `/payment/demo/${id}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/payment/demo/${id}/pay` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  test('defaults: demo off, docs off', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ demo: false, apiDocs: false, port: 4000, authRateLimit: 10, production: false });
    expect(env.paymentGateway).toBeUndefined();
    expect(readEnv({ DEMO: '1', PORT: '4100', AUTH_RATE_LIMIT: '50' })).toMatchObject({
      demo: true,
      port: 4100,
      authRateLimit: 50,
    });
  });

  test('production: demo refused', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DEMO: '1' })).toThrow(/DEMO=1 is refused with NODE_ENV=production/);
  });

  test.each([
    ['AUTH_RATE_LIMIT', 'abc'],
    ['AUTH_RATE_LIMIT', '0'],
    ['PORT', 'x'],
    ['PORT', '70000'],
    ['DEMO', 'maybe'],
    ['SEED', 'yes please'],
    ['CATALOG_CACHE_TTL_MS', '1.5'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['PAYMENT_GATEWAY_SECRET', 'short'],
  ])('%s=%s stops the start with a message naming it', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  test('the gateway needs both its URL and its secret', () => {
    expect(() => readEnv({ PAYMENT_GATEWAY_URL: 'https://pay.example.test/' })).toThrow(/PAYMENT_GATEWAY_SECRET/);
    expect(
      readEnv({ PAYMENT_GATEWAY_URL: 'https://pay.example.test/', PAYMENT_GATEWAY_SECRET: 'x'.repeat(32) })
        .paymentGateway,
    ).toEqual({ url: 'https://pay.example.test/', secret: 'x'.repeat(32) });
  });

  // the real entry point, as a deployment starts it: exits before opening any database
  test.each([
    [{ NODE_ENV: 'production', DEMO: '1' }, /DEMO=1 is refused with NODE_ENV=production/],
    [{ AUTH_RATE_LIMIT: 'abc' }, /AUTH_RATE_LIMIT="abc" is not valid/],
  ])('the server refuses to start with %j', (env, message) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: repoPath('server'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: '/nonexistent/mart-test', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
  });
});

describe('headers and docs', () => {
  test('security headers on API answers, an API-only content policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the docs, when turned on, are served with their own content policy', async () => {
    const app = await buildApp({ db: t.db, docs: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      // swagger-ui's own policy, which lets its script and styles load
      expect(page.headers['content-security-policy']).toContain('script-src');
    } finally {
      await app.close();
    }
  });
});

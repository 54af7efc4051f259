import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { call, firstError, startApp, type TestApp } from './helpers';

let t: TestApp;
const registryDir = mkdtempSync(join(tmpdir(), 'mart-registry-'));
const registryFile = join(registryDir, 'registry.json');
const OPERATOR_KEY = 'operator-key-for-status-tests';

beforeAll(async () => {
  writeFileSync(registryFile, JSON.stringify({ rental: { version: 'v3-abc' } }));
  t = await startApp({ registryFile, bodyLimit: 1024, operatorKey: OPERATOR_KEY });
});
afterAll(() => t.close());

describe('GET /api/v1/config', () => {
  it('returns the full SPEC §3 config with demo values', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/config' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currency_symbol: '₸',
      currency_symbol_direction: 'left',
      digit_after_decimal_point: 2,
      demo: true,
      // no provider keys in the test environment: the storefront shows those features as unavailable
      google_client_id: null,
      facebook_app_id: null,
      map_api_key: null,
      guest_checkout_status: 1,
      refund_policy: 1,
      cancellation_policy: 1,
      shipping_policy: 0,
      default_location: { lat: 43.238949, lng: 76.889709 },
      centralize_login: { manual_login_status: 1, otp_login_status: 1, social_login_status: 1 },
      download_user_app_links: { playstore_url_status: 1, apple_store_url_status: 1 },
      admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount' },
    });
    for (const field of [
      'tax_included',
      'country',
      'country_picker_status',
      'phone',
      'email',
      'address',
      'logo',
      'logo_full_url',
      'business_name',
      'toggle_veg_non_veg',
      'footer_text',
      'social_media',
      'customer_wallet_status',
      'loyalty_point_status',
      'ref_earning_status',
      'firebase_otp_verification',
      'is_mail_active',
      'is_sms_active',
      'free_delivery_over',
      'social_login',
      'apple_login',
      'base_urls',
    ]) {
      expect(body).toHaveProperty(field);
    }
    const methods = (body.active_payment_method_list as { gateway: string; gateway_image_full_url: string }[]).map(
      (m) => m.gateway,
    );
    expect(methods).toEqual(['cash_on_delivery', 'wallet', 'demo']);
    expect(String(body.logo_full_url)).toMatch(/^http:\/\/localhost(:\d+)?\/storage\/business\//);
    expect((body.social_media as unknown[]).length).toBeGreaterThan(0);
  });

  it('reports demo=false when built without demo mode', async () => {
    const app = await buildApp({ db: t.db, demo: false });
    const { body } = await call(app, { method: 'GET', url: '/api/v1/config' });
    expect(body.demo).toBe(false);
    await app.close();
  });
});

describe('GET /api/v1/module', () => {
  it('lists all seven module types with icons', async () => {
    const { status, body } = await call<{ module_type: string; icon_full_url: string; zones: number[] }[]>(t.app, {
      method: 'GET',
      url: '/api/v1/module',
    });
    expect(status).toBe(200);
    expect(body.map((m) => m.module_type)).toEqual([
      'food',
      'grocery',
      'pharmacy',
      'ecommerce',
      'parcel',
      'rental',
      'carmarket',
    ]);
    for (const m of body) expect(m.icon_full_url).toMatch(/\/storage\/module\/.+\.svg$/);
  });

  it('translates names with X-localization', async () => {
    const en = await call<{ module_name: string }[]>(t.app, {
      method: 'GET',
      url: '/api/v1/module',
      headers: { 'x-localization': 'en' },
    });
    const kz = await call<{ module_name: string }[]>(t.app, {
      method: 'GET',
      url: '/api/v1/module',
      headers: { 'x-localization': 'kz' },
    });
    expect(en.body[0]!.module_name).toBe('Food');
    expect(kz.body[0]!.module_name).toBe('Тағам');
  });

  it('filters by the zoneId header', async () => {
    const { body } = await call<unknown[]>(t.app, {
      method: 'GET',
      url: '/api/v1/module',
      headers: { zoneid: '[999]' },
    });
    expect(body).toEqual([]);
  });
});

describe('landing, banners, coupons', () => {
  it('GET /api/v1/react-landing-page gives the landing sections', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/react-landing-page' });
    expect(status).toBe(200);
    expect((body.modules as unknown[]).length).toBe(7);
    expect((body.available_zone_list as { name: string }[]).map((z) => z.name)).toEqual(['Almaty', 'Astana', 'Moscow']);
    expect((body.features as unknown[]).length).toBe(3);
    expect((body.popular_stores as unknown[]).length).toBeGreaterThan(0);
    expect((body.featured_categories as unknown[]).length).toBeGreaterThan(0);
  });

  it('GET /api/v1/banners returns banners and only running campaigns', async () => {
    const { body } = await call<{
      banners: { type: string }[];
      campaigns: { is_campaign: boolean; available_date_ends: string }[];
    }>(t.app, {
      method: 'GET',
      url: '/api/v1/banners',
    });
    expect(new Set(body.banners.map((b) => b.type))).toEqual(
      new Set(['item_wise', 'store_wise', 'default', 'vehicle_wise', 'provider_wise']),
    );
    expect(body.campaigns).toHaveLength(2);
    for (const c of body.campaigns) {
      expect(c.is_campaign).toBe(true);
      expect(c.available_date_ends >= '2026-06-15').toBe(true);
    }
  });

  it('GET /api/v1/banners with zone and module headers narrows the list', async () => {
    const { body } = await call<{ banners: { zone_id: number; module_id: number }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/banners',
      headers: { zoneid: '[2]', moduleid: '1' },
    });
    expect(body.banners.length).toBeGreaterThan(0);
    for (const b of body.banners) expect([b.zone_id, b.module_id]).toEqual([2, 1]);
  });

  it('GET /api/v1/coupon/list has all four coupon types', async () => {
    const { body } = await call<{ coupon_type: string; data: unknown[] }[]>(t.app, {
      method: 'GET',
      url: '/api/v1/coupon/list',
    });
    expect(body.map((c) => c.coupon_type).sort()).toEqual(['default', 'free_delivery', 'store_wise', 'zone_wise']);
    expect(body.find((c) => c.coupon_type === 'zone_wise')!.data).toEqual([1]);
  });
});

describe('POST /api/v1/newsletter/subscribe', () => {
  it('subscribes, and again without an error', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await call(t.app, {
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        payload: { email: 'News@Example.com' },
      });
      expect(status).toBe(200);
      expect(body.message).toBe('Subscribed Successfully');
    }
    const rows = await t.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(['news@example.com']);
  });

  it.each([{ email: 'not-an-email' }, {}, { email: 42 }])('rejects %j with the SPEC message', async (payload) => {
    const { status, body } = await call(t.app, { method: 'POST', url: '/api/v1/newsletter/subscribe', payload });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: 'email', message: 'Please insert a valid email.' });
  });

  it('rejects broken JSON with 400 and an oversize body with 413', async () => {
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body)).toEqual({ code: 'bad_request', message: 'The request body is not valid JSON.' });
    const big = await call(t.app, {
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: `${'a'.repeat(2000)}@x.com` },
    });
    expect(big.status).toBe(413);
    expect(firstError(big.body)!.code).toBe('payload_too_large');
  });
});

describe('status, storage, docs, errors, CORS', () => {
  it('GET /api/v1/status tells anyone healthy or not, nothing more', async () => {
    for (const key of [undefined, 'wrong-key-of-some-length', OPERATOR_KEY.slice(0, -1)]) {
      const { status, body } = await call(t.app, {
        method: 'GET',
        url: '/api/v1/status',
        headers: key ? { 'x-operator-key': key } : {},
      });
      expect({ status, body }).toEqual({ status: 200, body: { status: 'ok' } });
    }
  });

  it('GET /api/v1/status reports the API version and the registry contents to the operator', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api/v1/status',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    expect(body).toEqual({ status: 'ok', api: { version: '0.1.0' }, remotes: { rental: { version: 'v3-abc' } } });
  });

  it('GET /api/v1/status says unavailable while the instance drains', async () => {
    t.app.ctx.lifecycle.draining = true;
    try {
      expect((await call(t.app, { method: 'GET', url: '/api/v1/status' })).body).toEqual({ status: 'unavailable' });
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });

  it('GET /api/v1/status gives {} remotes when the registry file is absent', async () => {
    const app = await buildApp({
      db: t.db,
      registryFile: join(registryDir, 'missing.json'),
      operatorKey: OPERATOR_KEY,
    });
    const { body } = await call(app, {
      method: 'GET',
      url: '/api/v1/status',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    expect(body.remotes).toEqual({});
    await app.close();
  });

  it('serves generated SVG images and 404s unknown files', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/storage/item/classic-burger.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/storage/item/photo.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/storage/uploads/nope.png' })).statusCode).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/storage/item/..%2Fetc.svg' });
    expect(bad.status).toBe(400);
  });

  it('describes its routes in an OpenAPI document (served at /api/docs with API_DOCS=1)', async () => {
    const body = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/config', '/api/v1/rental/vehicle/search', '/api/v1/auth/login']),
    );
  });

  it('answers unknown routes with the error contract', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/nothing-here' });
    expect(status).toBe(404);
    expect(firstError(body)!.code).toBe('not_found');
  });

  it('never answers bad input with a 500', async () => {
    const cases: [InjectOptions & { url: string }, number][] = [
      [{ method: 'GET', url: '/api/v1/items/details/%E0%A4%A' }, 400],
      [{ method: 'GET', url: `/api/v1/stores/details/${'a'.repeat(1000)}` }, 414],
      [{ method: 'GET', url: '/api/v1/items/details/99999999999' }, 400],
      [{ method: 'GET', url: '/api/v1/rental/vehicle/search?min_price=1e400' }, 400],
      [{ method: 'GET', url: '/api/v1/rental/vehicle/search?offset=99999999999' }, 400],
      [{ method: 'POST', url: '/api/v1/auth/login', payload: 'x', headers: { 'content-type': 'text/plain' } }, 400],
      [
        { method: 'POST', url: '/api/v1/auth/login', payload: '<x/>', headers: { 'content-type': 'application/xml' } },
        415,
      ],
      [{ method: 'GET', url: '/api/v1/rental/vehicle/get-vehicle-details?vehicle_id=1e400' }, 400],
      [
        { method: 'POST', url: '/api/v1/auth/login', payload: '[]', headers: { 'content-type': 'application/json' } },
        400,
      ],
      [
        { method: 'POST', url: '/api/v1/auth/login', payload: '', headers: { 'content-type': 'application/json' } },
        400,
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/customer/update-profile',
          payload: 'garbage',
          headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        },
        400,
      ],
    ];
    for (const [request, status] of cases) {
      const res = await call(t.app, request);
      expect([request.url, res.status]).toEqual([request.url, status]);
      expect(firstError(res.body)).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('answers an unparseable HTTP request with the error contract', async () => {
    const app = await buildApp({ db: t.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/v1/config HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    await app.close();
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1]!)).toEqual({
      errors: [{ code: 'bad_request', message: 'The HTTP request is malformed.' }],
    });
  });

  it('reports one message per field, from the schema, for enum and union fields', async () => {
    const login = await call(t.app, { method: 'POST', url: '/api/v1/auth/login', payload: { login_type: 'bogus' } });
    expect((login.body as { errors: unknown[] }).errors).toEqual([
      { code: 'login_type', message: 'login_type must be one of manual, otp, social.' },
    ]);
    const phone = await call(t.app, {
      method: 'PUT',
      url: '/api/v1/auth/verify-phone',
      payload: { phoneNumber: '+77010000001', sessionInfo: 'x', code: '123456', is_reset_token: 'maybe' },
    });
    expect((phone.body as { errors: unknown[] }).errors).toEqual([
      { code: 'is_reset_token', message: 'is_reset_token must be 0, 1, true or false.' },
    ]);
  });

  it('allows only the configured storefront origins', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const app = await buildApp({ db: t.db, corsOrigins: ['https://shop.example'] });
    const custom = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/config',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(custom.headers['access-control-allow-origin']).toBe('https://shop.example');
    await app.close();
  });
});

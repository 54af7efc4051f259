/**
 * Web Push (issue 45.2) end to end with the real protocol: a customer's browser is played by a P-256 key pair and
 * an auth secret made here; the push service is an HTTP server on loopback. The server's outbox worker sends the
 * news of the customer's order with VAPID (RFC 8292) and aes128gcm (RFC 8291, RFC 8188); this test checks the
 * VAPID signature with the public key the API hands out and decrypts the payload with node:crypto alone.
 * Also: expired subscriptions (404/410) are deleted, a push service's 5xx is retried, sign-out and the switch going
 * off stop the pushes, and a token cannot aim the server at an arbitrary URL nor remove another customer's.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverDue } from '../src/services/messages/outbox-worker';
import { issueToken } from '../src/services/accounts/sessions';
import { bearer, storeWorld, type StoreWorld } from './store-fixture';
import { DEFAULT_PUSH } from '../src/infra/outbox-settings';

const KEY = 'operator-secret-for-push-tests';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
interface PushBody {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
}
let server: Server;
let base: string;
const received: Received[] = [];
/** what the push service answers, by path (201 otherwise) */
const answers = new Map<string, number>();
let w: StoreWorld;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await storeWorld({
    demo: true,
    operatorKey: KEY,
    outbox: {
      run: false,
      maxAttempts: 3,
      push: { ...DEFAULT_PUSH, keys: null, subject: 'mailto:push@mart.test', services: [base] },
    },
  });
});
afterAll(async () => {
  await w.close();
  await new Promise((r) => server.close(r));
});

/** A browser: its subscription keys, as PushManager.subscribe makes them. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
  json: { endpoint: string; keys: { p256dh: string; auth: string }; expirationTime: null };
}
function browser(name: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${base}/push/${name}-${randomBytes(6).toString('hex')}`;
  return {
    ecdh,
    auth,
    endpoint,
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      expirationTime: null,
    },
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

/** RFC 8291 §3.4 + RFC 8188: the browser's side of aes128gcm, one record. */
function decrypt(b: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  expect(idlen).toBe(65);
  expect(record.length).toBeLessThanOrEqual(rs);
  const uaPublic = b.ecdh.getPublicKey();
  const ecdhSecret = b.ecdh.computeSecret(asPublic);
  // PRK_key = HMAC(auth_secret, ecdh_secret); IKM = HMAC(PRK_key, "WebPush: info" 0x00 ua_public as_public 0x01)
  const prkKey = hmac(b.auth, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record: the content, then the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by the key the API hands out. */
function checkVapid(headers: IncomingHttpHeaders, publicKey: string, endpoint: string) {
  const m = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(String(headers.authorization));
  expect(m).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [head, claims, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(body.aud).toBe(new URL(endpoint).origin);
  expect(body.sub).toBe('mailto:push@mart.test');
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
}

const subscribe = (token: string, payload: unknown) =>
  w.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/push-token',
    headers: bearer(token),
    payload: payload as object,
  });
const unsubscribe = (token: string, endpoint: string) =>
  w.app.inject({ method: 'DELETE', url: '/api/v1/customer/push-token', headers: bearer(token), payload: { endpoint } });
const move = (id: number, status: string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/v1/operator/orders/${id}/status`,
    headers: { 'x-operator-key': KEY },
    payload: { status },
  });

/** A cash take-away order placed in `lang`; its id. */
async function placeOrder(token: string, lang: string): Promise<number> {
  const headers = { ...bearer(token), 'x-localization': lang };
  const post = (url: string, payload: Record<string, unknown>) =>
    w.app.inject({ method: 'POST', url, headers, payload });
  await post('/api/v1/customer/cart/add', { item_id: w.items.pizza, quantity: 1 });
  const quote = await post('/api/v1/customer/order/quote', { order_type: 'take_away' });
  const placed = await post('/api/v1/customer/order/place', {
    order_type: 'take_away',
    payment_method: 'cash_on_delivery',
    order_amount: (quote.json() as { order_amount: number }).order_amount,
    contact_phone: '+77010000009',
    idempotency_key: `push-${randomBytes(6).toString('hex')}`,
  });
  expect(placed.statusCode).toBe(200);
  return (placed.json() as { order_id: number }).order_id;
}

/** The pushes that reach `b` in the next delivery round, decrypted. */
async function pushesTo(b: Browser, publicKey: string): Promise<PushBody[]> {
  const before = received.length;
  await deliverDue(w.app.ctx);
  return received
    .slice(before)
    .filter((r) => `${base}${r.path}` === b.endpoint)
    .map((r) => {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);
      checkVapid(r.headers, publicKey, b.endpoint);
      return JSON.parse(decrypt(b, r.body)) as PushBody;
    });
}

let publicKey: string;
beforeAll(async () => {
  const res = await w.app.inject({ method: 'GET', url: '/api/v1/config/push' });
  expect(res.statusCode).toBe(200);
  publicKey = (res.json() as { public_key: string }).public_key;
  // an uncompressed P-256 point, the same on every ask (kept in the secrets store)
  expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  const again = await w.app.inject({ method: 'GET', url: '/api/v1/config/push' });
  expect((again.json() as { public_key: string }).public_key).toBe(publicKey);
});

test('a subscribed browser receives its order news as pushes it can decrypt, in the language of the order', async () => {
  const phone = browser('alice');
  const saved = await subscribe(w.users.alice.token, phone.json);
  expect(saved.statusCode).toBe(200);

  const ru = await placeOrder(w.users.alice.token, 'ru');
  const [receipt, ...more] = await pushesTo(phone, publicKey);
  expect(more).toHaveLength(0);
  expect(receipt).toEqual({
    title: 'Mart',
    body: `Mart: заказ №${ru} оформлен`,
    url: `/track-order?order_id=${ru}`,
    tag: `order-${ru}`,
    lang: 'ru',
  });

  // status updates come once the customer turned them on, like mails
  await w.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/notification-settings',
    headers: bearer(w.users.alice.token),
    payload: { order_updates: true },
  });
  const en = await placeOrder(w.users.alice.token, 'en');
  await pushesTo(phone, publicKey);
  expect((await move(en, 'confirmed')).statusCode).toBe(200);
  const [update] = await pushesTo(phone, publicKey);
  expect(update!.lang).toBe('en');
  expect(update!.body).toContain(`#${en}`);
  expect(update!.body).toContain('Confirmed');
  const kz = await placeOrder(w.users.alice.token, 'kz');
  const [kzReceipt] = await pushesTo(phone, publicKey);
  expect(kzReceipt!.body).toContain(String(kz));
  expect(kzReceipt!.lang).toBe('kz');
  expect(kzReceipt!.body).not.toBe(receipt!.body.replace(String(ru), String(kz)));

  // switched off: nothing more is sent to it
  expect((await unsubscribe(w.users.alice.token, phone.endpoint)).statusCode).toBe(200);
  expect((await move(en, 'processing')).statusCode).toBe(200);
  expect(await pushesTo(phone, publicKey)).toHaveLength(0);
  await w.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/notification-settings',
    headers: bearer(w.users.alice.token),
    payload: { order_updates: false },
  });
});

test('a subscription the push service says is gone (410) is deleted; a 5xx is tried again', async () => {
  const gone = browser('gone');
  const flaky = browser('flaky');
  expect((await subscribe(w.users.bob.token, gone.json)).statusCode).toBe(200);
  expect((await subscribe(w.users.bob.token, flaky.json)).statusCode).toBe(200);
  answers.set(new URL(gone.endpoint).pathname, 410);
  answers.set(new URL(flaky.endpoint).pathname, 503);
  await placeOrder(w.users.bob.token, 'ru');
  await deliverDue(w.app.ctx);
  const rows = await w.db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', '=', 'push')
    .where('user_id', '=', w.users.bob.id)
    .execute();
  const state = (endpoint: string) => rows.find((r) => r.recipient === endpoint);
  expect(state(gone.endpoint)).toMatchObject({ state: 'failed' });
  expect(state(gone.endpoint)!.last_error).toContain('410');
  expect(state(flaky.endpoint)).toMatchObject({ state: 'pending', attempts: 1 });
  expect(state(flaky.endpoint)!.last_error).toContain('503');
  // the operator sees which push service, never the subscription's secret address
  const report = await w.app.inject({
    method: 'GET',
    url: '/api/v1/operator/outbox?state=failed',
    headers: { 'x-operator-key': KEY },
  });
  const failed = (report.json() as { messages: { id: number; recipient: string }[] }).messages.find(
    (m) => m.id === state(gone.endpoint)!.id,
  );
  expect(failed!.recipient).toBe(`${base}/…`);
  const left = await w.db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', w.users.bob.id)
    .execute();
  expect(left.map((l) => l.endpoint)).toEqual([flaky.endpoint]);
  await unsubscribe(w.users.bob.token, flaky.endpoint);
});

test("signing out removes the session's subscription: no more pushes to that browser", async () => {
  // a second session of alice's, in another browser
  const token = await issueToken(w.app.ctx, w.users.alice.id);
  const laptop = browser('laptop');
  expect((await subscribe(token, laptop.json)).statusCode).toBe(200);
  const id = await placeOrder(w.users.alice.token, 'ru');
  expect((await pushesTo(laptop, publicKey)).map((p) => p.url)).toEqual([`/track-order?order_id=${id}`]);
  const out = await w.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
  expect(out.statusCode).toBe(200);
  const left = await w.db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('endpoint', '=', laptop.endpoint)
    .execute();
  expect(left).toHaveLength(0);
  await placeOrder(w.users.alice.token, 'ru');
  expect(await pushesTo(laptop, publicKey)).toHaveLength(0);
});

describe('a push token cannot be turned against the server or another customer', () => {
  test('an endpoint outside the push services, keys that are no P-256 point, or no session: 4xx and nothing kept', async () => {
    const b = browser('attacker');
    const cases = [
      { ...b.json, endpoint: 'http://169.254.169.254/latest/meta-data' },
      { ...b.json, endpoint: `${base.replace('127.0.0.1', 'localhost')}/push/x` },
      { ...b.json, endpoint: 'not a url at all' },
      { ...b.json, keys: { ...b.json.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
      { ...b.json, keys: { ...b.json.keys, auth: randomBytes(8).toString('base64url') } },
      { ...b.json, keys: undefined },
    ];
    for (const payload of cases) {
      const res = await subscribe(w.users.bob.token, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { message: string }[] }).errors[0]!.message).toBeTruthy();
    }
    const ru = await w.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/push-token',
      headers: { ...bearer(w.users.bob.token), 'x-localization': 'ru' },
      payload: { ...b.json, endpoint: 'http://169.254.169.254/latest' },
    });
    expect((ru.json() as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Адрес подписки на уведомления не принадлежит известной службе push-уведомлений.',
    );
    const anonymous = await w.app.inject({ method: 'PUT', url: '/api/v1/customer/push-token', payload: b.json });
    expect(anonymous.statusCode).toBe(401);
    expect(
      await w.db.selectFrom('push_subscriptions').where('user_id', '=', w.users.bob.id).selectAll().execute(),
    ).toHaveLength(0);
  });

  test("another customer's token removes nothing", async () => {
    const phone = browser('alice-phone');
    expect((await subscribe(w.users.alice.token, phone.json)).statusCode).toBe(200);
    expect((await unsubscribe(w.users.bob.token, phone.endpoint)).statusCode).toBe(200);
    const kept = await w.db
      .selectFrom('push_subscriptions')
      .select('user_id')
      .where('endpoint', '=', phone.endpoint)
      .execute();
    expect(kept).toEqual([{ user_id: w.users.alice.id }]);
    await unsubscribe(w.users.alice.token, phone.endpoint);
  });
});

describe('a rotated subscription (pushsubscriptionchange) replaces the old one', () => {
  const renew = (payload: unknown, lang = 'en') =>
    w.app.inject({
      method: 'POST',
      url: '/api/v1/push-token/renew',
      headers: { 'x-localization': lang },
      payload: payload as object,
    });
  const rowsAt = (endpoint: string) =>
    w.db.selectFrom('push_subscriptions').select(['user_id', 'session_id']).where('endpoint', '=', endpoint).execute();

  test('with the old endpoint and auth secret, and no session: the pushes follow to the new one', async () => {
    const old = browser('rotating');
    expect((await subscribe(w.users.alice.token, old.json)).statusCode).toBe(200);
    const [before] = await rowsAt(old.endpoint);
    const fresh = browser('rotated');
    const res = await renew({ old_endpoint: old.endpoint, old_auth: old.json.keys.auth, subscription: fresh.json });
    expect(res.statusCode).toBe(200);
    expect(await rowsAt(old.endpoint)).toEqual([]);
    // the same customer and the same session: signing out of it still ends the pushes
    expect(await rowsAt(fresh.endpoint)).toEqual([before]);
    const mark = received.length;
    const id = await placeOrder(w.users.alice.token, 'en');
    expect((await pushesTo(fresh, publicKey)).map((p) => p.url)).toEqual([`/track-order?order_id=${id}`]);
    expect(received.slice(mark).filter((r) => `${base}${r.path}` === old.endpoint)).toEqual([]);
    // the same renewal again (the worker retried): the old one is gone, nothing changes
    const again = await renew({ old_endpoint: old.endpoint, old_auth: old.json.keys.auth, subscription: fresh.json });
    expect(again.statusCode).toBe(404);
    expect(await rowsAt(fresh.endpoint)).toEqual([before]);
    await unsubscribe(w.users.alice.token, fresh.endpoint);
  });

  test('the new one stored by the page already: the old row only goes', async () => {
    const old = browser('page-first-old');
    const fresh = browser('page-first-new');
    expect((await subscribe(w.users.alice.token, old.json)).statusCode).toBe(200);
    expect((await subscribe(w.users.alice.token, fresh.json)).statusCode).toBe(200);
    const res = await renew({ old_endpoint: old.endpoint, old_auth: old.json.keys.auth, subscription: fresh.json });
    expect(res.statusCode).toBe(200);
    expect(await rowsAt(old.endpoint)).toEqual([]);
    expect(await rowsAt(fresh.endpoint)).toHaveLength(1);
    await unsubscribe(w.users.alice.token, fresh.endpoint);
  });

  test("nobody swaps in their own subscription for someone else's: the endpoint alone, a wrong secret: 404", async () => {
    const victim = browser('victim');
    expect((await subscribe(w.users.alice.token, victim.json)).statusCode).toBe(200);
    const attacker = browser('swapper');
    for (const [old_auth, lang, message] of [
      [attacker.json.keys.auth, 'en', 'The push subscription to replace was not found.'],
      [randomBytes(16).toString('base64url'), 'ru', 'Заменяемая подписка на уведомления не найдена.'],
      [(victim.json.keys.auth.startsWith('A') ? 'B' : 'A') + victim.json.keys.auth.slice(1), 'kz', null],
    ] as const) {
      const res = await renew({ old_endpoint: victim.endpoint, old_auth, subscription: attacker.json }, lang);
      expect(res.statusCode).toBe(404);
      if (message) expect((res.json() as { errors: { message: string }[] }).errors[0]!.message).toBe(message);
    }
    // even with a session of another customer: the proof is the old subscription's, a session adds nothing
    const withBob = await w.app.inject({
      method: 'POST',
      url: '/api/v1/push-token/renew',
      headers: bearer(w.users.bob.token),
      payload: { old_endpoint: victim.endpoint, old_auth: attacker.json.keys.auth, subscription: attacker.json },
    });
    expect(withBob.statusCode).toBe(404);
    expect(await rowsAt(victim.endpoint)).toHaveLength(1);
    expect(await rowsAt(attacker.endpoint)).toEqual([]);
    await unsubscribe(w.users.alice.token, victim.endpoint);
  });

  test('the new subscription is checked as a stored one; malformed bodies are 400, never a 500', async () => {
    const old = browser('checked-old');
    expect((await subscribe(w.users.alice.token, old.json)).statusCode).toBe(200);
    const proof = { old_endpoint: old.endpoint, old_auth: old.json.keys.auth };
    const fresh = browser('checked-new');
    for (const payload of [
      { ...proof, subscription: { ...fresh.json, endpoint: 'http://169.254.169.254/latest/meta-data' } },
      {
        ...proof,
        subscription: {
          ...fresh.json,
          keys: { ...fresh.json.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
        },
      },
      { ...proof, subscription: { ...fresh.json, keys: undefined } },
      { ...proof, subscription: 'x' },
      { ...proof, old_auth: '!!!!!!!!!!!!!!!!!!!!!!' },
      { old_endpoint: old.endpoint, subscription: fresh.json },
      {},
    ]) {
      const res = await renew(payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await rowsAt(old.endpoint)).toHaveLength(1);
    await unsubscribe(w.users.alice.token, old.endpoint);
  });
});

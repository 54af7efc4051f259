/**
 * A payment completes only through the gateway's signed server-to-server callback. Here with demo mode off (as
 * production runs) and the signed card gateway configured: the wallet top-up the attacker once completed with an
 * unauthenticated POST to the demo page now needs a signature made with the gateway's secret.
 */
import { createHmac } from 'node:crypto';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS, signCallback } from '../../src/infra/payment-gateway';
import { bearer, call, firstError, newUser, NOW, startApp, type TestApp } from './helpers';

const SECRET = 'test-gateway-secret-0123456789abcdef';
const GATEWAY_URL = 'https://pay.example.test/checkout';
const ORIGIN = 'http://localhost:3000';
const CALLBACK = '/api/v1/payment/callback/card';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ demo: false, paymentGateway: { url: GATEWAY_URL, secret: SECRET } });
});
afterAll(() => t.close());

async function balance(token: string): Promise<number> {
  const info = await call<{ wallet_balance: number }>(t.app, {
    method: 'GET',
    url: '/api/v1/customer/info',
    headers: bearer(token),
  });
  return info.body.wallet_balance;
}

/** A new customer starts a 150.00 top-up with the card gateway; answers them and the redirect link's payment id. */
async function startTopUp() {
  const u = await newUser(t.app);
  const res = await call<{ redirect_link: string }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/wallet/add-fund',
    headers: { ...bearer(u.token), origin: ORIGIN },
    payload: { amount: 150, payment_method: 'card', callback: '/profile?page=wallet' },
  });
  expect(res.status).toBe(200);
  const link = new URL(res.body.redirect_link);
  return { u, link, paymentId: link.searchParams.get('payment_id')! };
}

const callback = (body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: CALLBACK,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
/** The gateway's callback body for a payment (its JSON text, which the signature covers). */
const gatewayBody = (paymentId: string, status = 'paid', amountMinor = 15000) =>
  JSON.stringify({ payment_id: paymentId, status, amount_minor: amountMinor });
const signed = (body: string, at = t.clock.now(), secret = SECRET) => ({
  [SIGNATURE_HEADER]: signCallback(secret, body, at),
});

test('the customer is sent to the gateway with a signed request; coming back completes nothing', async () => {
  const { u, link, paymentId } = await startTopUp();
  expect(`${link.origin}${link.pathname}`).toBe(GATEWAY_URL);
  expect(link.searchParams.get('amount_minor')).toBe('15000');
  expect(link.searchParams.get('callback_url')).toMatch(/\/api\/v1\/payment\/callback\/card$/);
  const params = new URLSearchParams(link.search);
  const signature = params.get('signature');
  params.delete('signature');
  params.sort();
  expect(signature).toBe(createHmac('sha256', SECRET).update(params.toString()).digest('hex'));
  // the browser's return address is the storefront's page, reporting a payment still pending
  const back = new URL(link.searchParams.get('return_url')!);
  expect(back.searchParams.get('payment_status')).toBe('pending');
  expect(back.searchParams.get('payment_id')).toBe(paymentId);
  expect(await balance(u.token)).toBe(0);
});

test.each([
  ['no signature', () => ({})],
  ['a signature made with another secret', (body: string) => signed(body, NOW, 'another-secret-0123456789abcdef0123')],
  ['a garbled signature', () => ({ [SIGNATURE_HEADER]: 't=1,v1=zz' })],
  ['an expired signature', (body: string) => signed(body, new Date(NOW.getTime() - SIGNATURE_TOLERANCE_MS - 1000))],
])('a callback with %s is refused (401) and changes nothing', async (_label, headersFor) => {
  const { u, paymentId } = await startTopUp();
  const body = gatewayBody(paymentId);
  const res = await callback(body, headersFor(body));
  expect(res.statusCode).toBe(401);
  expect(firstError(res.json())?.code).toMatch(/signature/);
  expect(await balance(u.token)).toBe(0);
});

test('a body changed after signing is refused: the signature covers its exact bytes', async () => {
  const { u, paymentId } = await startTopUp();
  const body = gatewayBody(paymentId);
  const tampered = body.replace('15000', '99999');
  expect((await callback(tampered, signed(body))).statusCode).toBe(401);
  expect(await balance(u.token)).toBe(0);
});

test('a signed callback for another amount, or a malformed one, is refused', async () => {
  const { u, paymentId } = await startTopUp();
  const wrongAmount = gatewayBody(paymentId, 'paid', 100);
  expect((await callback(wrongAmount, signed(wrongAmount))).statusCode).toBe(409);
  const malformed = gatewayBody(paymentId, 'maybe');
  expect((await callback(malformed, signed(malformed))).statusCode).toBe(400);
  const unknown = gatewayBody('00000000-0000-4000-8000-000000000000');
  expect((await callback(unknown, signed(unknown))).statusCode).toBe(404);
  expect(await balance(u.token)).toBe(0);
});

test('a good signature completes the payment once, however often and however concurrently it arrives', async () => {
  const { u, paymentId } = await startTopUp();
  const body = gatewayBody(paymentId);
  const answers = await Promise.all(Array.from({ length: 20 }, () => callback(body, signed(body))));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  expect(answers[0]!.json()).toEqual({ payment_id: paymentId, status: 'paid' });
  // a late "failed" for the same payment changes nothing either
  const late = gatewayBody(paymentId, 'failed');
  expect((await callback(late, signed(late))).json()).toEqual({ payment_id: paymentId, status: 'paid' });
  expect(await balance(u.token)).toBe(150);
});

test('with demo off, the demo gateway is gone: its page and buttons are 404s and it is not offered', async () => {
  const { u, paymentId } = await startTopUp();
  for (const [method, url] of [
    ['GET', `/payment/demo/${paymentId}`],
    ['POST', `/payment/demo/${paymentId}/pay`],
    ['POST', `/payment/demo/${paymentId}/fail`],
  ] as const) {
    expect((await t.app.inject({ method, url })).statusCode).toBe(404);
  }
  const demo = await call(t.app, {
    method: 'POST',
    url: '/api/v1/customer/wallet/add-fund',
    headers: bearer(u.token),
    payload: { amount: 1_000_000, payment_method: 'demo', callback: '/profile?page=wallet' },
  });
  expect(demo.status).toBe(400);
  const demoCallback = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/callback/demo',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(demoCallback.statusCode).toBe(404);
  const config = await call<{ active_payment_method_list: { gateway: string }[]; digital_payment: boolean }>(t.app, {
    method: 'GET',
    url: '/api/v1/config',
  });
  expect(config.body.active_payment_method_list.map((m) => m.gateway)).toEqual(['cash_on_delivery', 'wallet', 'card']);
  expect(config.body.digital_payment).toBe(true);
  expect(await balance(u.token)).toBe(0);
});

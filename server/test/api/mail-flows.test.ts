/**
 * Issue 39, "Done when": out of demo mode, with SMTP pointed at a real SMTP server on loopback (smtp-server, the
 * same catcher `npm start` runs), the codes and news reach the mailbox in the customer's language, and the flows
 * finish with the code read from the mail: sign-up with an e-mail code, forgot password by e-mail, a guest order's
 * receipt and its status change. The API's own delivery worker sends them (no stub of the sender).
 */
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../src/demo/mail-catcher';
import { smtpTransport, type MailTransport } from '../../src/infra/mail-transport';
import { clearSettingsCache } from '../../src/services/catalog/settings';
import { bearer, storeWorld, type StoreWorld } from '../store-fixture';

const KEY = 'operator-secret-for-mail-tests';
let catcher: MailCatcher;
let mail: MailTransport;
let w: StoreWorld;

beforeAll(async () => {
  catcher = await startMailCatcher();
  mail = smtpTransport({ host: '127.0.0.1', port: catcher.port, tls: 'none', from: 'Mart <no-reply@mart.test>' });
  w = await storeWorld({
    demo: false,
    operatorKey: KEY,
    outbox: { mail, pollMs: 50, messageIdDomain: 'mart.test' },
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  // the business asks new customers to verify their e-mail (the sign-up below gets a code, not a session)
  const row = await w.db.selectFrom('settings').select('value').where('key', '=', 'business').executeTakeFirstOrThrow();
  const value = row.value as Record<string, unknown>;
  await w.db
    .updateTable('settings')
    .set({
      value: JSON.stringify({
        ...value,
        centralize_login: { manual_login_status: 1, otp_login_status: 1, email_verification_status: 1 },
      }),
    })
    .where('key', '=', 'business')
    .execute();
  clearSettingsCache(w.app.ctx);
});
afterAll(async () => {
  await w.close();
  mail.close();
  await catcher.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, payload, headers });
const mailTo = (address: string, subject: RegExp) =>
  catcher.waitFor((m: CaughtMail) => m.to.includes(address) && subject.test(m.subject));
const codeIn = (m: CaughtMail) => /\b(\d{6})\b/.exec(m.text)![1]!;

test('kz: sign-up with an e-mail code: the code arrives in Kazakh and finishes the sign-up', async () => {
  const email = `kz.signup.${Date.now()}@example.kz`;
  const signUp = await post(
    '/api/v1/auth/sign-up',
    { name: 'Айгүл Сәрсен', email, phone: '+77015550101', password: 'secret123', confirm_password: 'secret123' },
    { 'x-localization': 'kz' },
  );
  expect(signUp.statusCode).toBe(200);
  expect(signUp.json()).toMatchObject({ token: null, verification_on: 'email' });
  expect(signUp.json()).not.toHaveProperty('demo_otp');

  const sent = await mailTo(email, /растау коды/);
  expect(sent.subject).toBe('Mart: растау коды');
  expect(sent.html).toContain('<html lang="kk">');
  expect(sent.text).toContain('Осы мекенжайды растауға арналған кодыңыз:');
  expect(sent.from).toBe('no-reply@mart.test');
  expect(sent.messageId).toMatch(/^<\d+\.\d+\.outbox@mart\.test>$/);

  const verified = await post('/api/v1/auth/verify-otp', {
    email,
    otp: codeIn(sent),
    verification_type: 'email',
    login_type: 'manual',
  });
  expect(verified.statusCode).toBe(200);
  const token = (verified.json() as { token: string }).token;
  expect(token).toBeTruthy();
  const me = await w.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
  expect(me.json()).toMatchObject({ email, is_email_verified: 1 });
});

test('en: forgot password by e-mail: the reset code arrives in English and sets the new password', async () => {
  const email = 'bob@example.com';
  const asked = await post(
    '/api/v1/auth/forgot-password',
    { email, verification_method: 'email' },
    { 'x-localization': 'en' },
  );
  expect(asked.statusCode).toBe(200);
  expect(asked.json()).not.toHaveProperty('demo_otp');
  const sent = await mailTo(email, /password reset/);
  expect(sent.subject).toBe('Mart: your password reset code');
  expect(sent.text).toContain('It expires in 5 minutes.');
  const code = codeIn(sent);

  const check = await post('/api/v1/auth/verify-token', { reset_token: code, email, verification_method: 'email' });
  expect(check.json()).toMatchObject({ code: 'otp_found' });
  const reset = await w.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/reset-password',
    payload: {
      reset_token: code,
      email,
      password: 'from-the-mail-1',
      confirm_password: 'from-the-mail-1',
      verification_method: 'email',
    },
  });
  expect(reset.statusCode).toBe(200);
  const login = await post('/api/v1/auth/login', { email_or_phone: email, password: 'from-the-mail-1' });
  expect(login.statusCode).toBe(200);
});

test("ru: a guest order's receipt, then its status change, reach the address given at checkout", async () => {
  const email = `guest.${Date.now()}@example.ru`;
  const guest = { guest_id: w.guestId };
  const ru = { 'x-localization': 'ru' };
  expect((await post('/api/v1/customer/cart/add', { ...guest, item_id: w.items.pizza, quantity: 2 })).statusCode).toBe(
    200,
  );
  const address = {
    address: 'пр. Абая 10, Алматы',
    latitude: 43.25,
    longitude: 76.95,
    contact_person_name: 'Дана <script>',
    contact_person_number: '+77011234567',
    contact_person_email: email,
  };
  const quote = await post('/api/v1/customer/order/quote', { ...guest, order_type: 'take_away', address }, ru);
  const placed = await post(
    '/api/v1/customer/order/place',
    {
      ...guest,
      order_type: 'take_away',
      address,
      payment_method: 'cash_on_delivery',
      contact_phone: address.contact_person_number,
      order_amount: (quote.json() as { order_amount: number }).order_amount,
      order_note: 'Позвонить <b>заранее</b>',
    },
    ru,
  );
  expect(placed.statusCode).toBe(200);
  const orderId = (placed.json() as { order_id: number }).order_id;

  const receipt = await mailTo(email, /оформлен/);
  expect(receipt.subject).toBe(`Mart: заказ №${orderId} оформлен`);
  expect(receipt.text).toContain('Здравствуйте, Дана <script>!');
  expect(receipt.text).toMatch(/pizza × 2 — 60,00\s₸/);
  expect(receipt.text).toMatch(/Итого: [\d\s,]+₸/);
  expect(receipt.text).toContain('Оплата: Наличными при получении');
  expect(receipt.text).toContain('Самовывоз из магазина');
  // what the customer typed is shown, never run: escaped in the HTML
  expect(receipt.html).toContain('Дана &lt;script&gt;');
  expect(receipt.html).toContain('Позвонить &lt;b&gt;заранее&lt;/b&gt;');
  expect(receipt.html).not.toContain('<script>');

  const moved = await w.app.inject({
    method: 'POST',
    url: `/api/v1/operator/orders/${orderId}/status`,
    headers: { 'x-operator-key': KEY, 'x-localization': 'en' },
    payload: { status: 'confirmed' },
  });
  expect(moved.statusCode).toBe(200);
  // the operator's request is in English; the customer placed the order in Russian, so the mail is in Russian
  const status = await mailTo(email, /Подтверждён/);
  expect(status.subject).toBe(`Mart: заказ №${orderId} — Подтверждён`);
  expect(status.text).toContain(`Статус вашего заказа №${orderId}: Подтверждён.`);
});

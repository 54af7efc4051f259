import type { PaymentIntentRow } from '../src/db/schema';
import { PAYMENT_HANDLERS } from '../src/plugins/payment-handlers';
import { checkCallbackUrl, createPaymentIntent } from '../src/services/payments/payments';
import { walletRepository } from '../src/repositories/wallet';

const {
  balance: walletBalance,
  credit: creditWallet,
  debit: debitWallet,
  transactions: walletTransactions,
} = walletRepository();
import { storeWorld, type StoreWorld } from './store-fixture';
import { PaymentHandlers } from '../src/infra/payment-gateway';

let world: StoreWorld;
const SHOP = 'http://localhost:3100';
const applied: { purpose: string; reference: string; result: 'paid' | 'failed' }[] = [];

beforeAll(async () => {
  world = await storeWorld({ corsOrigins: [SHOP] });
  // the app's handlers, with a stand-in for trips that records and credits nothing
  const handlers = new PaymentHandlers();
  handlers.register('order', PAYMENT_HANDLERS.order);
  handlers.register('wallet_fund', PAYMENT_HANDLERS.wallet_fund);
  world.app.ctx.paymentHandlers = handlers;
  handlers.register('trip', {
    onPaid: async (_tx, intent: PaymentIntentRow) =>
      void applied.push({ purpose: intent.purpose, reference: intent.reference_id, result: 'paid' }),
    onFailed: async (_tx, intent: PaymentIntentRow) =>
      void applied.push({ purpose: intent.purpose, reference: intent.reference_id, result: 'failed' }),
  });
});
afterAll(() => world.close());
beforeEach(() => void (applied.length = 0));

const newIntent = (referenceId: string, callbackUrl = '/my-trips') =>
  createPaymentIntent(world.app.ctx, {
    purpose: 'trip',
    referenceId,
    amountMinor: 12345,
    userId: world.users.alice.id,
    guestId: null,
    callbackUrl,
    apiBase: 'http://localhost:4100',
  });

describe('payment intents and the demo gateway', () => {
  test('redirect_link opens a script-free page with Pay and Fail forms', async () => {
    const intent = await newIntent('t-1');
    expect(intent.redirect_link).toBe(`http://localhost:4100/payment/demo/${intent.id}`);
    const page = await world.app.inject({ method: 'GET', url: `/payment/demo/${intent.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // its own policy, not the API's (which forbids the inline styles and the form posts the page needs)
    expect(page.headers['content-security-policy']).toContain("style-src 'unsafe-inline'; form-action 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`action="/payment/demo/${intent.id}/pay"`);
    expect(page.body).toContain(`action="/payment/demo/${intent.id}/fail"`);
    expect(page.body).toContain('123.45');
  });

  test('pay applies the handler once and redirects to the callback with the outcome', async () => {
    const intent = await newIntent('t-2');
    const first = await world.app.inject({
      method: 'POST',
      url: `/payment/demo/${intent.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(first.statusCode).toBe(303);
    const target = new URL(first.headers.location as string);
    expect(target.origin + target.pathname).toBe('http://localhost:3100/my-trips');
    expect(target.searchParams.get('payment_status')).toBe('success');
    expect(target.searchParams.get('reference_id')).toBe('t-2');
    // a double click, then a late "fail": nothing changes, the customer still lands on success
    const again = await world.app.inject({ method: 'POST', url: `/payment/demo/${intent.id}/pay` });
    const late = await world.app.inject({ method: 'POST', url: `/payment/demo/${intent.id}/fail` });
    expect(new URL(late.headers.location as string).searchParams.get('payment_status')).toBe('success');
    expect(again.statusCode).toBe(303);
    expect(applied).toEqual([{ purpose: 'trip', reference: 't-2', result: 'paid' }]);
  });

  test('parallel callbacks still apply exactly once', async () => {
    const intent = await newIntent('t-3');
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        world.app.inject({ method: 'POST', url: `/payment/demo/${intent.id}/${i % 2 ? 'fail' : 'pay'}` }),
      ),
    );
    expect(applied).toHaveLength(1);
  });

  test('fail applies the failure handler and redirects with payment_status=fail', async () => {
    const intent = await newIntent('t-4');
    const res = await world.app.inject({ method: 'POST', url: `/payment/demo/${intent.id}/fail` });
    expect(new URL(res.headers.location as string).searchParams.get('payment_status')).toBe('fail');
    expect(applied).toEqual([{ purpose: 'trip', reference: 't-4', result: 'failed' }]);
  });

  test('an unknown intent is a 404 with the error shape', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/payment/demo/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Payment not found.' }],
      request_id: expect.any(String),
    });
  });

  test('callbacks cannot redirect off the storefront (no open redirect)', () => {
    const origins = [SHOP, 'https://shop.example'] as const;
    expect(checkCallbackUrl('/checkout?x=1', origins)).toBe(`${SHOP}/checkout?x=1`);
    expect(checkCallbackUrl('https://shop.example/profile?page=wallet', origins)).toBe(
      'https://shop.example/profile?page=wallet',
    );
    // serialised as WHATWG does: what is stored is what every browser reads
    expect(checkCallbackUrl('/a b/../c?q=ü#h', origins)).toBe(`${SHOP}/c?q=%C3%BC#h`);
    for (const foreign of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      'https:shop.example',
      'https://shop.example@evil.example/',
      'https://user@shop.example/',
      'checkout',
    ]) {
      expect(() => checkCallbackUrl(foreign, origins)).toThrow('The callback must be a URL of this site.');
    }
  });

  test('amounts must be positive whole minor units', async () => {
    await expect(
      createPaymentIntent(world.app.ctx, {
        purpose: 'trip',
        referenceId: 1,
        amountMinor: 0,
        userId: null,
        guestId: 'g',
        callbackUrl: '/',
        apiBase: '',
      }),
    ).rejects.toThrow('The amount must be greater than 0.');
  });
});

describe('wallet ledger', () => {
  test('credit and debit move the balance and append ledger rows', async () => {
    const userId = world.users.bob.id;
    expect(await walletBalance(world.db, userId)).toBe(0);
    expect(await creditWallet(world.db, { userId, amountMinor: 5000, type: 'add_fund', reference: 'p-1' })).toBe(5000);
    expect(
      await debitWallet(world.db, { userId, amountMinor: 1200, type: 'order_payment', reference: 'order:1' }),
    ).toBe(3800);
    const { total, rows } = await walletTransactions(world.db, userId, { limit: 10, skip: 0 });
    expect(total).toBe(2);
    expect(rows.map((r) => [r.credit_minor, r.debit_minor, r.balance_minor, r.transaction_type])).toEqual([
      [0, 1200, 3800, 'order_payment'],
      [5000, 0, 5000, 'add_fund'],
    ]);
  });

  test('a debit over the balance is refused and changes nothing', async () => {
    const userId = world.users.bob.id;
    const before = await walletBalance(world.db, userId);
    await expect(debitWallet(world.db, { userId, amountMinor: before + 1, type: 'order_payment' })).rejects.toThrow(
      'Your wallet balance is not enough for this order.',
    );
    expect(await walletBalance(world.db, userId)).toBe(before);
  });

  test('parallel debits never take the balance below zero', async () => {
    const userId = world.users.bob.id;
    const balance = await walletBalance(world.db, userId);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => debitWallet(world.db, { userId, amountMinor: 1000, type: 'order_payment' })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(Math.floor(balance / 1000));
    expect(await walletBalance(world.db, userId)).toBe(balance - ok * 1000);
  });
});

/** @jest-environment node */
// The checkout's first screen as the shell's server draws it (the store remote's Node build): the page's title and
// its sections' places, the same for a guest and a signed-in customer, drawn without their session.
import { prerender } from '../../server';

const calls: { path: string; auth: string | undefined }[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ path: url.pathname, auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
    const body =
      url.pathname === '/api/v1/config'
        ? { business_name: 'Mart' }
        : url.pathname === '/api/v1/module'
          ? [{ id: 1, module_type: 'food', module_name: 'Еда' }]
          : { errors: [{ code: 'not-found', message: 'Not found' }] };
    return new Response(JSON.stringify(body), {
      status: url.pathname.endsWith('/config') || url.pathname.endsWith('/module') ? 200 : 404,
    });
  }) as typeof fetch;
});

const page = (cookie: string) =>
  prerender({ url: '/checkout', cookie, apiBaseUrl: 'http://api.test', deadline: Date.now() + 3000 });

test('the title and the sections’ places, in the customer’s language; nothing of theirs, the same for a guest', async () => {
  const customer = await page('mart_lang=ru; mart_module=1; mart_session=tok-alice-0123456789');
  const guest = await page('mart_lang=ru; mart_module=1');
  expect(customer?.app).toBe('store-modules');
  expect(customer?.html).toMatch(/<h2 class="mart-title">Оформление заказа<\/h2>/);
  for (const section of ['Способ получения', 'Адрес доставки', 'Купон', 'Способ оплаты', 'Итог заказа'])
    expect(customer?.html).toContain(section);
  expect(customer?.html).toContain('mart-skeleton');
  // not a personal page: drawn without the session, so it is the guest's page exactly
  expect(customer?.session).toBeUndefined();
  expect(customer?.html).toBe(guest?.html);
  expect(calls.filter((c) => c.auth !== undefined)).toEqual([]);
  const en = await page('mart_lang=en; mart_module=1');
  expect(en?.html).toContain('>Checkout</h2>');
});

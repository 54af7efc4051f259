/** @jest-environment node */
// The profile page's first screen as the shell's server draws it (server.ts, the account remote's Node build): the
// customer's own details with their session, the guest's screen without one or with one the API refuses.
import { prerender } from './server';

const PROFILES: Record<string, object> = {
  'tok-alice-0123456789': { f_name: 'Alice', l_name: 'Adams', email: 'alice@example.com', phone: '+77010000001' },
  'tok-bob-0123456789ab': { f_name: 'Bob', l_name: 'Brown', email: 'bob@example.com', phone: '+77010000002' },
};
const calls: { method: string; path: string; auth: string | undefined }[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, auth });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url.pathname === '/api/v1/config') return json({ customer_wallet_status: 1, loyalty_point_status: 0 });
    if (url.pathname === '/api/v1/module') return json([{ id: 1, module_type: 'food', module_name: 'Еда' }]);
    if (url.pathname === '/api/v1/customer/info') {
      const p = PROFILES[(auth ?? '').replace(/^Bearer /, '')];
      return p
        ? json({ id: 1, ...p, member_since_days: 3, wallet_balance: 1500, loyalty_point: 0, is_email_verified: 1 })
        : json({ errors: [{ code: 'auth-001', message: 'Unauthorized' }] }, 401);
    }
    return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
  }) as typeof fetch;
});

const page = (session: string | null, url = '/profile') =>
  prerender({
    url,
    cookie: `mart_lang=ru${session ? `; mart_session=${session}` : ''}`,
    apiBaseUrl: 'http://api.test',
    deadline: Date.now() + 3000,
  });

test('with the customer’s session: their details, under the page’s title, in the account frame', async () => {
  const r = await page('tok-alice-0123456789');
  expect(r?.app).toBe('account');
  expect(r?.session).toBe('customer');
  expect(r?.html).toContain('Мой профиль');
  expect(r?.html).toMatch(/data-testid="profile-name">Alice Adams</);
  expect(r?.html).toContain('alice@example.com');
  expect(r?.html).toContain('Подтверждён');
  // the wallet is on in this site's config, the loyalty points are not
  expect(r?.html).toContain('Баланс кошелька</dt><dd>1\u00a0500,00</dd>');
  expect(r?.html).not.toContain('Bob');
  // the details were asked once, signed, and the token is nowhere in what goes to the browser
  expect(calls.filter((c) => c.path === '/api/v1/customer/info')).toEqual([
    { method: 'GET', path: '/api/v1/customer/info', auth: 'Bearer tok-alice-0123456789' },
  ]);
  expect(JSON.stringify(r)).not.toContain('tok-alice');
});

test('two customers at once get their own; a guest, an expired and a forged token the sign-in notice', async () => {
  const [alice, bob, guest, expired, forged] = await Promise.all([
    page('tok-alice-0123456789'),
    page('tok-bob-0123456789ab'),
    page(null),
    page('tok-expired-0000000000'),
    page('"><script>alert(1)</script>'),
  ]);
  expect(alice?.html).toContain('alice@example.com');
  expect(alice?.html).not.toContain('bob@');
  expect(bob?.html).toContain('bob@example.com');
  expect(bob?.html).not.toContain('alice@');
  for (const r of [guest, expired, forged]) {
    expect(r?.session).toBe('guest');
    expect(r?.html).toContain('Мой профиль');
    expect(r?.html).toContain('Войдите, чтобы открыть эту страницу.');
    expect(r?.html).not.toMatch(/alice|bob|profile-summary/i);
  }
  // a cookie that is not a token's shape is never sent to the API
  expect(calls.some((c) => (c.auth ?? '').includes('script'))).toBe(false);
});

test('another screen of the profile frame is its skeleton; the other account pages are not drawn', async () => {
  const wallet = await page('tok-alice-0123456789', '/profile?page=wallet');
  expect(wallet?.html).toContain('mart-skeleton');
  expect(wallet?.html).not.toContain('alice@example.com');
  expect(await page('tok-alice-0123456789', '/wallet')).toBeNull();
});

import { bus } from '@mart/bus';
import { api, authApi } from '@mart/api-client';
import { deviceToken, endSession, startSession } from './session';

/** The API's answers by route, as the three merge endpoints give them. */
function answer(route: string): unknown {
  if (route === 'POST /api/v1/customer/cart/merge-guest') return [{ quantity: 2 }, { quantity: 1 }];
  if (route === 'POST /api/v1/rental/user/cart/merge-guest')
    return { carts: [{ id: 1 }], user_data: null, price: null };
  if (route === 'POST /api/v1/carmarket/user/cart/merge-guest') return { carts: [], user_data: null, price: null };
  throw new Error(`unexpected ${route}`);
}

/** Stands in for the API client's one way out (api.call), by route. */
const fakeCalls = (f: (route: string, o?: { body?: unknown; background?: boolean }) => Promise<unknown>) =>
  jest.spyOn(api, 'call').mockImplementation(f as unknown as typeof api.call);

afterEach(() => {
  jest.restoreAllMocks();
  bus.set('auth', { token: null, profile: null });
  bus.set('guestId', null);
  bus.set('cartCounts', { store: 0, rental: 0, carmarket: 0 });
});

test('signing in merges the guest’s store cart and both trip carts into the account, as the customer', async () => {
  bus.set('guestId', 'guest-1');
  const calls: { path: string; body: unknown; token: string | null; background?: boolean }[] = [];
  fakeCalls(async (path, o) => {
    calls.push({ path, body: o?.body, token: bus.get('auth').token, background: o?.background });
    return answer(path);
  });
  await startSession('tok-1');
  expect(calls.map((c) => c.path).sort()).toEqual([
    'POST /api/v1/carmarket/user/cart/merge-guest',
    'POST /api/v1/customer/cart/merge-guest',
    'POST /api/v1/rental/user/cart/merge-guest',
  ]);
  // sent signed in, naming the guest whose carts move
  expect(calls.every((c) => c.token === 'tok-1' && (c.body as { guest_id: string }).guest_id === 'guest-1')).toBe(true);
  // not the customer's own action: offline, a merge fails at once instead of waiting for a Retry
  expect(calls.every((c) => c.background)).toBe(true);
  expect(bus.get('cartCounts')).toEqual({ store: 3, rental: 1, carmarket: 0 });
});

test('a merge that fails leaves that cart’s count alone and the others still merge', async () => {
  bus.set('guestId', 'guest-2');
  bus.set('cartCounts', { store: 0, rental: 4, carmarket: 0 });
  fakeCalls(async (route) => {
    if (route.startsWith('POST /api/v1/rental')) throw new Error('offline');
    return answer(route);
  });
  await startSession('tok-2');
  expect(bus.get('cartCounts')).toEqual({ store: 3, rental: 4, carmarket: 0 });
});

test('without a guest id nothing is merged', async () => {
  const request = jest.spyOn(api, 'call');
  await startSession('tok-3');
  expect(request).not.toHaveBeenCalled();
  expect(bus.get('auth').token).toBe('tok-3');
});

type Call = [string, RequestInit];

function mockFetch(status: number) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return { ok: status < 400, status, text: async () => JSON.stringify({ message: 'Logout successful' }) };
  }) as unknown as typeof fetch;
  return calls;
}

describe('logout', () => {
  beforeEach(() => api.configure({ baseUrl: 'http://api.test' }));

  it('revokes the token at the API before the page forgets it', async () => {
    const calls = mockFetch(200);
    bus.set('auth', { token: 'tok-1', profile: null });
    bus.set('cartCounts', { store: 2, rental: 1, carmarket: 0 });
    await endSession();
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe('http://api.test/api/v1/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    expect(bus.get('auth').token).toBeNull();
    expect(bus.get('cartCounts')).toEqual({ store: 0, rental: 0, carmarket: 0 });
  });

  it('still signs out when the API cannot be reached or the token is already dead', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    bus.set('auth', { token: 'tok-2', profile: null });
    await endSession();
    expect(bus.get('auth').token).toBeNull();

    const calls = mockFetch(401);
    bus.set('auth', { token: 'tok-3', profile: null });
    await endSession();
    expect(calls).toHaveLength(1);
    expect(bus.get('auth').token).toBeNull();
  });

  it('makes no call without a token', async () => {
    const calls = mockFetch(200);
    bus.set('auth', { token: null, profile: null });
    await endSession();
    expect(calls).toEqual([]);
  });
});

describe('the device token (issue 37.6)', () => {
  beforeEach(() => api.configure({ baseUrl: 'http://api.test' }));

  it('outlives logout and goes with the next password sign-in, in its own header', async () => {
    deviceToken.save('d1.7.nonce.sig');
    bus.set('auth', { token: 'tok-4', profile: null });
    mockFetch(200);
    await endSession();
    expect(deviceToken.read()).toBe('d1.7.nonce.sig');
    const calls = mockFetch(200);
    await authApi.signIn({ email_or_phone: 'aida@mail.kz', password: 'secret1' }, deviceToken.read());
    expect(calls[0]![0]).toBe('http://api.test/api/v1/auth/login');
    expect(calls[0]![1].headers).toMatchObject({ 'x-device-token': 'd1.7.nonce.sig' });
    // and none without one
    const bare = mockFetch(200);
    await authApi.signIn({ email_or_phone: 'aida@mail.kz', password: 'secret1' }, null);
    expect(bare[0]![1].headers).not.toHaveProperty('x-device-token');
  });
});

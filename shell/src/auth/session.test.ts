import { bus } from '@mart/bus';
import { api } from '@mart/api-client';
import { startSession } from './session';

/** The API's answers by path, as the three merge endpoints give them. */
function answer(path: string): unknown {
  if (path === '/api/v1/customer/cart/merge-guest') return [{ quantity: 2 }, { quantity: 1 }];
  if (path === '/api/v1/rental/user/cart/merge-guest') return { carts: [{ id: 1 }], user_data: null, price: null };
  if (path === '/api/v1/carmarket/user/cart/merge-guest') return { carts: [], user_data: null, price: null };
  throw new Error(`unexpected ${path}`);
}

afterEach(() => {
  jest.restoreAllMocks();
  bus.set('auth', { token: null, profile: null });
  bus.set('guestId', null);
  bus.set('cartCounts', { store: 0, rental: 0, carmarket: 0 });
});

test('signing in merges the guest’s store cart and both trip carts into the account, as the customer', async () => {
  bus.set('guestId', 'guest-1');
  const calls: { path: string; body: unknown; token: string | null }[] = [];
  jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    calls.push({ path, body, token: bus.get('auth').token });
    return answer(path) as never;
  });
  await startSession('tok-1');
  expect(calls.map((c) => c.path).sort()).toEqual([
    '/api/v1/carmarket/user/cart/merge-guest',
    '/api/v1/customer/cart/merge-guest',
    '/api/v1/rental/user/cart/merge-guest',
  ]);
  // sent signed in, naming the guest whose carts move
  expect(calls.every((c) => c.token === 'tok-1' && (c.body as { guest_id: string }).guest_id === 'guest-1')).toBe(true);
  expect(bus.get('cartCounts')).toEqual({ store: 3, rental: 1, carmarket: 0 });
});

test('a merge that fails leaves that cart’s count alone and the others still merge', async () => {
  bus.set('guestId', 'guest-2');
  bus.set('cartCounts', { store: 0, rental: 4, carmarket: 0 });
  jest.spyOn(api, 'post').mockImplementation(async (path: string) => {
    if (path.startsWith('/api/v1/rental')) throw new Error('offline');
    return answer(path) as never;
  });
  await startSession('tok-2');
  expect(bus.get('cartCounts')).toEqual({ store: 3, rental: 4, carmarket: 0 });
});

test('without a guest id nothing is merged', async () => {
  const post = jest.spyOn(api, 'post');
  await startSession('tok-3');
  expect(post).not.toHaveBeenCalled();
  expect(bus.get('auth').token).toBe('tok-3');
});

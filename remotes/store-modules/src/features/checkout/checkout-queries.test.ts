import { addressQueries, queryClient, storeCartQuery } from '@mart/api-client';
import { bus } from '@mart/bus';
import { useCartOwner } from '../../lib/cart';
import { prefetchCheckout } from './checkout-queries';
import { renderHook } from '@testing-library/react';

// the page's own chunk: its import is what the load starts beside the data, not drawn here
jest.mock('./CheckoutPage', () => ({ CheckoutPage: () => null }));

let prefetch: jest.SpyInstance;
const keys = () => prefetch.mock.calls.map(([o]) => o.queryKey);

beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
});
afterEach(() => {
  prefetch.mockRestore();
  bus.set('auth', { token: null, profile: null });
  bus.set('guestId', null);
});

test("a signed-in customer's cart and saved addresses start with the page's code, by the keys the page reads", async () => {
  bus.set('auth', { token: 'tok-1', profile: null });
  await prefetchCheckout();
  expect(keys()).toEqual([storeCartQuery('user').queryKey, addressQueries.list('tok-1').queryKey]);
  // the page's cart hook reads the very entry the load filled
  const { result } = renderHook(() => useCartOwner());
  expect(keys()[0]).toEqual(storeCartQuery(result.current).queryKey);
});

test("a guest's cart starts under the guest's id; no addresses are asked for", async () => {
  bus.set('guestId', 'g-42');
  await prefetchCheckout();
  expect(keys()).toEqual([storeCartQuery('guest:g-42').queryKey]);
  const { result } = renderHook(() => useCartOwner());
  expect(keys()[0]).toEqual(storeCartQuery(result.current).queryKey);
});

test('before the shell knows who is browsing, only the code starts (no cart of nobody)', async () => {
  await prefetchCheckout();
  expect(keys()).toEqual([]);
});

import { renderHook } from '@testing-library/react';
import { bus } from './instance';
import { useRefreshRequest } from './react';

test('a refresh request for its own data refetches; another app’s data or a guest does not', () => {
  const refetch = jest.fn();
  const { rerender } = renderHook(({ active }) => useRefreshRequest('addresses', refetch, active), {
    initialProps: { active: false },
  });
  bus.request({ type: 'refresh', what: 'addresses' });
  expect(refetch).not.toHaveBeenCalled();
  rerender({ active: true });
  bus.request({ type: 'refresh', what: 'wishlist' });
  expect(refetch).not.toHaveBeenCalled();
  bus.request({ type: 'refresh', what: 'addresses' });
  expect(refetch).toHaveBeenCalledTimes(1);
});

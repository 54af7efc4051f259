import { act, renderHook } from '@testing-library/react';
import { useOverlays } from './useOverlays';

test('one overlay open at a time; every overlay opened once stays in the opened set after it closes', () => {
  const { result } = renderHook(() => useOverlays());
  expect(result.current.overlay).toBeNull();
  expect(result.current.opened.size).toBe(0);

  act(() => result.current.setOverlay('cart'));
  expect(result.current.overlay).toBe('cart');
  act(() => result.current.setOverlay(null));
  expect(result.current.overlay).toBeNull();
  expect([...result.current.opened]).toEqual(['cart']);

  act(() => result.current.setOverlay('wishlist'));
  act(() => result.current.setOverlay('cart'));
  expect(result.current.overlay).toBe('cart');
  expect([...result.current.opened].sort()).toEqual(['cart', 'wishlist']);
});

test('opening an overlay that was opened before keeps the same set (no re-render of the others)', () => {
  const { result } = renderHook(() => useOverlays());
  act(() => result.current.setOverlay('location'));
  const seen = result.current.opened;
  act(() => result.current.setOverlay(null));
  act(() => result.current.setOverlay('location'));
  expect(result.current.opened).toBe(seen);
});

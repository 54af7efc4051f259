import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { bus } from '@mart/bus';
import { usePlaceBias } from './place-bias';

afterEach(() => {
  bus.set('location', null);
  bus.set('config', null);
});

test("the customer's location first, else the site's default city, else nothing", () => {
  const { result } = renderHook(() => usePlaceBias());
  expect(result.current).toBeUndefined();
  act(() => bus.set('config', { default_location: { lat: 43.24, lng: 76.89 } }));
  expect(result.current).toEqual({ lat: 43.24, lng: 76.89 });
  act(() => bus.set('location', { address: 'Astana', lat: 51.13, lng: 71.43, zoneIds: [2] }));
  expect(result.current).toEqual({ lat: 51.13, lng: 71.43 });
});

test('the same point is the same object across renders (effects keyed on it do not loop)', () => {
  act(() => bus.set('config', { default_location: { lat: 43.24, lng: 76.89 } }));
  const { result, rerender } = renderHook(() => usePlaceBias());
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
});

test('a malformed default location is ignored', () => {
  act(() => bus.set('config', { default_location: { lat: 'x', lng: null } }));
  const { result } = renderHook(() => usePlaceBias());
  expect(result.current).toBeUndefined();
});

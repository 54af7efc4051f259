import { act, renderHook } from '@testing-library/react';
import { useAfterFirstRoute } from './useAfterFirstRoute';

const mounted: string[] = [];
jest.mock('single-spa', () => ({ getMountedApps: () => mounted }));

/** Stands in for the browser's resource timing: `finish()` is a download completing. */
let observers: (() => void)[] = [];
class FakeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((c) => c !== this.callback);
  }
}
const finish = () => observers.forEach((c) => c());

beforeEach(() => {
  jest.useFakeTimers();
  mounted.length = 0;
  observers = [];
  Object.assign(window, { PerformanceObserver: FakeObserver });
  // no requestIdleCallback in jsdom: the hook falls back to a short timeout
  Object.assign(window, { requestIdleCallback: undefined });
});
afterEach(() => jest.useRealTimers());

test('waits for the first route to mount and for its downloads to go quiet', () => {
  const { result } = renderHook(() => useAfterFirstRoute());
  act(() => jest.advanceTimersByTime(3000));
  expect(result.current).toBe(false);

  act(() => {
    window.dispatchEvent(new Event('single-spa:first-mount'));
  });
  // the page keeps downloading its chunks and data: every finished download restarts the quiet window
  for (let i = 0; i < 4; i++) {
    act(() => jest.advanceTimersByTime(600));
    act(() => finish());
  }
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1000 + 200));
  expect(result.current).toBe(true);
  expect(observers).toHaveLength(0);
});

test('comes at the latest after 8 s when the first route never settles', () => {
  const { result } = renderHook(() => useAfterFirstRoute());
  act(() => jest.advanceTimersByTime(7999));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1 + 200));
  expect(result.current).toBe(true);
});

test('an app already mounted starts the quiet window at once', () => {
  mounted.push('store-modules');
  const { result } = renderHook(() => useAfterFirstRoute());
  act(() => jest.advanceTimersByTime(1200));
  expect(result.current).toBe(true);
});

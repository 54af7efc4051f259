import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BusRequest, BusState } from './events';
import { bus } from './instance';

/** Subscribe a component to one bus value. */
export function useBusValue<K extends keyof BusState>(key: K): BusState[K] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = bus.select(key).subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => bus.get(key),
    () => bus.get(key),
  );
}

/**
 * Refetch whenever any app asks over the bus for `what` to be refreshed; only while `active` (a guest has nothing
 * to refetch).
 */
export function useRefreshRequest(
  what: Extract<BusRequest, { type: 'refresh' }>['what'],
  refetch: () => unknown,
  active: boolean,
): void {
  useEffect(() => {
    const sub = bus.requests$.subscribe((r) => {
      if (r.type === 'refresh' && r.what === what && active) void refetch();
    });
    return () => sub.unsubscribe();
  }, [what, refetch, active]);
}

import { useCallback, useSyncExternalStore } from 'react';
import type { BusState } from './events';
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

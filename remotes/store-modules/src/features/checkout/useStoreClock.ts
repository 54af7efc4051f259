import { catalogQueries } from '@mart/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The clock of the store an order goes to (its zone's offset from UTC, in minutes) once its details are known: a
 * scheduled time is chosen and shown on it (issue 40.4), not on the browser's.
 */
export function useStoreClock(storeId: number | undefined): number | undefined {
  const store = useQuery({ ...catalogQueries.store(String(storeId ?? '')), enabled: storeId !== undefined });
  return store.data?.utc_offset_minutes;
}

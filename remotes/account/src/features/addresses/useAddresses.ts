import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addressQueries } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';

/** Saved addresses of the signed-in customer; refreshed when any app asks over the bus. */
export function useAddresses() {
  const { token } = useBusValue('auth');
  const q = useQuery(addressQueries.list(token));
  useEffect(() => {
    const sub = bus.requests$.subscribe((r) => {
      if (r.type === 'refresh' && r.what === 'addresses' && token) void q.refetch();
    });
    return () => sub.unsubscribe();
  }, [q, token]);
  return q;
}

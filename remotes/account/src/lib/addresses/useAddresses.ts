import { useQuery } from '@tanstack/react-query';
import { addressQueries } from '@mart/api-client';
import { useBusValue, useRefreshRequest } from '@mart/bus';

/** Saved addresses of the signed-in customer; refreshed when any app asks over the bus. */
export function useAddresses() {
  const { token } = useBusValue('auth');
  const q = useQuery(addressQueries.list(token));
  useRefreshRequest('addresses', q.refetch, Boolean(token));
  return q;
}

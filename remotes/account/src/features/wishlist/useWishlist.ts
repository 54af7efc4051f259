import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { wishlistQueries } from '@mart/api-client';
import { bus, useBusValue, useRefreshRequest } from '@mart/bus';

/** The customer's wishlist; its size is published as wishlistCount for the header badge. */
export function useWishlist() {
  const { token } = useBusValue('auth');
  const q = useQuery(wishlistQueries.get(token));
  useEffect(() => {
    if (!q.data) return;
    const d = q.data;
    bus.set('wishlistCount', d.item.length + d.store.length + d.vehicles.length + d.providers.length);
  }, [q.data]);
  useRefreshRequest('wishlist', q.refetch, Boolean(token));
  return q;
}

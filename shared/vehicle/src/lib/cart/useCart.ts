import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bus, useBusValue } from '@mart/bus';
import type { VehicleCartResponse } from '@mart/api-client';
import type { Flavour } from '../../flavour';

export const EMPTY_CART: VehicleCartResponse = { carts: [], user_data: null, price: null };

export const cartKey = (flavour: Flavour, owner: string | null) => ['vehicle-cart', flavour.key, owner] as const;
/** every owner's cart of the flavour (a zone change clears whichever is on screen) */
export const allCartsKey = (flavour: Flavour) => ['vehicle-cart', flavour.key] as const;

/** The owner the cart calls identify: the token when signed in, else the guest id. */
export function useCartOwner(): string | null {
  const auth = useBusValue('auth');
  const guestId = useBusValue('guestId');
  return auth.token ? `user:${auth.token.slice(0, 12)}` : guestId ? `guest:${guestId}` : null;
}

/** The vehicle cart of this flavour; publishes its count on the bus for the header (cartCounts). */
export function useVehicleCart(flavour: Flavour) {
  const owner = useCartOwner();
  const query = useQuery({
    queryKey: cartKey(flavour, owner),
    queryFn: () => flavour.api.cart(),
    enabled: owner !== null,
    staleTime: 30_000,
  });
  const count = query.data?.carts.length ?? 0;
  useEffect(() => {
    if (bus.get('cartCounts')[flavour.key] !== count)
      bus.set('cartCounts', { ...bus.get('cartCounts'), [flavour.key]: count });
  }, [count, flavour.key]);
  return { ...query, cart: query.data ?? EMPTY_CART, owner };
}

/** After a cart call: the response is the new cart; an empty one clears the cached list (SPEC §4). */
export function useSetCart(flavour: Flavour) {
  const client = useQueryClient();
  const owner = useCartOwner();
  return (cart: VehicleCartResponse) =>
    client.setQueryData(cartKey(flavour, owner), cart.carts.length ? cart : EMPTY_CART);
}

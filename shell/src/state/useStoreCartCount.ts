import { useEffect } from 'react';
import { storeCartApi } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';

/**
 * The header's store-cart count on a route whose app does not show that cart (account pages, the module picker,
 * a page loaded there directly): the store app publishes the count only while it is mounted, so the shell reads
 * the cart once on entering such a route and after each sign-in or new guest id. `needed`: the route's cart is the
 * store cart and the store app is not the route's owner.
 */
export function useStoreCartCount(needed: boolean): void {
  const token = useBusValue('auth').token;
  const guestId = useBusValue('guestId');
  const known = needed && Boolean(token || guestId);
  useEffect(() => {
    if (!known) return;
    let live = true;
    storeCartApi.list().then(
      (lines) => {
        if (!live) return;
        const store = lines.reduce((n, l) => n + l.quantity, 0);
        const counts = bus.get('cartCounts');
        if (counts.store !== store) bus.set('cartCounts', { ...counts, store });
      },
      // a count that could not be read stays as it was; the cart drawer reads the cart itself when opened
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [known, token, guestId]);
}

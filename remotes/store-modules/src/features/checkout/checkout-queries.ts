import { addressQueries, queryClient, storeCartQuery } from '@mart/api-client';
import { bus } from '@mart/bus';
import { cartOwnerOf } from '../../lib/cart-owner';

/** The chunk of the checkout's page: its form, Formik and the kit's fields. */
export const loadCheckoutPage = () => import('./CheckoutPage');

/**
 * Starts, as the app mounts on /checkout, the page's chunk and what its first render reads (the cart of whoever is
 * browsing, a customer's saved addresses), so they download side by side instead of the data after the code. The
 * server draws the checkout's layout alone, the same for everyone: nothing to start there.
 */
export async function prefetchCheckout(): Promise<void> {
  if (typeof window === 'undefined') return;
  const { token } = bus.get('auth');
  const guestId = bus.get('guestId');
  await Promise.all([
    loadCheckoutPage(),
    token || guestId ? queryClient.prefetchQuery(storeCartQuery(cartOwnerOf(token, guestId))) : null,
    token ? queryClient.prefetchQuery(addressQueries.list(token)) : null,
  ]);
}

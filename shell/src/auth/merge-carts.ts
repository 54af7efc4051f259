import { bus, type CartCounts } from '@mart/bus';
import { storeCartApi, vehicleEndpoints } from '@mart/api-client';

/**
 * SPEC §6 "A login carries guest_id so the guest cart can be merged": the store cart and both trip carts the
 * guest filled move into the account, whatever app is on screen. Each answer is the account's cart after the merge,
 * so the header's counts are right before any remote refetches. A merge that fails keeps the count unknown (null):
 * the guest cart is still on the server under the guest id, and the remote showing that cart refetches anyway.
 */
export async function mergeGuestCarts(guestId: string): Promise<void> {
  const [store, rental, carmarket] = await Promise.allSettled([
    storeCartApi.mergeGuest(guestId),
    vehicleEndpoints('rental').mergeGuest(guestId),
    vehicleEndpoints('carmarket').mergeGuest(guestId),
  ]);
  const counts: CartCounts = { ...bus.get('cartCounts') };
  if (store.status === 'fulfilled') counts.store = store.value.reduce((n, l) => n + l.quantity, 0);
  if (rental.status === 'fulfilled') counts.rental = rental.value.carts.length;
  if (carmarket.status === 'fulfilled') counts.carmarket = carmarket.value.carts.length;
  bus.set('cartCounts', counts);
}

import { bus } from '@mart/bus';
import { queryClient } from '@mart/api-client';
import { mergeGuestCarts } from './merge-carts';

const REMEMBER_KEY = 'remember_me';

/**
 * SPEC §4 "Success stores the token, refreshes cart, profile, zone", for every way in (password, OTP, social,
 * sign-up). The guest's carts are merged into the account first (the shell does it once, whichever app is on
 * screen), then every cached query is refetched as the customer. The profile itself is loaded by useProfileSync
 * when the token changes; the other apps refresh on the bus requests. Resolves once the carts are the account's.
 */
export async function startSession(token: string): Promise<void> {
  const guestId = bus.get('guestId');
  bus.set('auth', { token, profile: null });
  if (guestId) await mergeGuestCarts(guestId);
  void queryClient.invalidateQueries();
  bus.request({ type: 'refresh', what: 'profile' });
  bus.request({ type: 'refresh', what: 'cart' });
  bus.request({ type: 'refresh', what: 'wishlist' });
  bus.request({ type: 'refresh', what: 'addresses' });
}

/**
 * Remember me keeps the email or phone only: a password in localStorage is readable by any script on the page,
 * so the browser's own password manager is left to fill it.
 */
export const rememberMe = {
  read: (): string | null => localStorage.getItem(REMEMBER_KEY),
  save: (emailOrPhone: string) => localStorage.setItem(REMEMBER_KEY, emailOrPhone),
  clear: () => localStorage.removeItem(REMEMBER_KEY),
};

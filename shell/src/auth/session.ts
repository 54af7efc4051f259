import { bus } from '@mart/bus';
import { authApi, queryClient } from '@mart/api-client';
import { mergeGuestCarts } from './merge-carts';

const REMEMBER_KEY = 'remember_me';
const DEVICE_KEY = 'device_token';

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
  refetchAsCustomer();
}

/** Every cached answer is asked again as the customer now signed in, and the apps refresh what they own. */
export function refetchAsCustomer(): void {
  void queryClient.invalidateQueries();
  bus.request({ type: 'refresh', what: 'profile' });
  bus.request({ type: 'refresh', what: 'cart' });
  bus.request({ type: 'refresh', what: 'wishlist' });
  bus.request({ type: 'refresh', what: 'addresses' });
}

/**
 * SPEC §4 logout: the API revokes the token first, so a copy of it (another tab, a leaked log) stops working too;
 * then the page forgets the token, the carts' counts and every cached answer. Offline, the page still signs out
 * (the token then lapses on its own expiry).
 */
export async function endSession(): Promise<void> {
  if (bus.get('auth').token) await authApi.logout().catch(() => undefined);
  forgetSession();
}

/** The page forgets the customer: token, the carts' counts and every cached answer (their details among them). */
export function forgetSession(): void {
  bus.set('auth', { token: null, profile: null });
  bus.set('cartCounts', { store: 0, rental: 0, carmarket: 0 });
  queryClient.clear();
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

/**
 * This device's token (issue 37.6): a sign-in answer hands one out; the next password sign-in shows it, and the API
 * then lets it through a lockout that strangers' wrong passwords put on the account. It signs nobody in, so it
 * outlives logout; the last account's is kept.
 */
export const deviceToken = {
  read: (): string | null => localStorage.getItem(DEVICE_KEY),
  save: (token: string) => localStorage.setItem(DEVICE_KEY, token),
};

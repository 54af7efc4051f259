import { configApi } from '@mart/api-client';
import { bus } from '@mart/bus';

/**
 * SPEC §4: a guest id is fetched if none is stored (and nobody is signed in), again after a sign-out that leaves
 * none. Started with the shell, before its first render: the id then usually arrives before the page's first
 * render instead of after it, so the carts' first requests go out with the page's own and no second render of the
 * header and the page follows (that render was the last long task of a first visit's load: issue 26).
 * Returns what stops it.
 */
export function keepGuestId(): () => void {
  let asking = false;
  const check = () => {
    if (asking || bus.get('guestId') || bus.get('auth').token) return;
    asking = true;
    configApi
      .guestId()
      .then((r) => {
        // a sign-in while it was on its way: the account's carts need no guest
        if (!bus.get('guestId') && !bus.get('auth').token) bus.set('guestId', r.guest_id);
      })
      .catch((e: unknown) => console.error('[mart] guest id', e))
      .finally(() => {
        asking = false;
      });
  };
  const subs = [bus.select('guestId').subscribe(check), bus.select('auth').subscribe(check)];
  return () => subs.forEach((s) => s.unsubscribe());
}

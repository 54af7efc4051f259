/**
 * SPEC §4 header cart button, in order: items + not signed in + guest checkout on → guest prompt; items + signed
 * in → checkout; empty → /home ("Continue Shopping"); otherwise (items, not signed in, no guest checkout) → sign-in.
 */
export type CheckoutAction = 'guest-prompt' | 'checkout' | 'continue-shopping' | 'sign-in';

export function checkoutAction(hasItems: boolean, signedIn: boolean, guestCheckout: boolean): CheckoutAction {
  if (hasItems && !signedIn && guestCheckout) return 'guest-prompt';
  if (hasItems && signedIn) return 'checkout';
  if (!hasItems) return 'continue-shopping';
  return 'sign-in';
}

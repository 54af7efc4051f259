import { checkoutAction } from './checkout-action';

test.each([
  [true, false, true, 'guest-prompt'],
  [true, true, true, 'checkout'],
  [true, true, false, 'checkout'],
  [false, false, true, 'continue-shopping'],
  [false, true, false, 'continue-shopping'],
  [true, false, false, 'sign-in'],
] as const)('items=%s signedIn=%s guestCheckout=%s → %s', (items, signedIn, guest, expected) => {
  expect(checkoutAction(items, signedIn, guest)).toBe(expected);
});

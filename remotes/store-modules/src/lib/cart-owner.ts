/** Cache key part for whose cart this is: a signed-in customer or the guest id. */
export const cartOwnerOf = (token: string | null | undefined, guestId: string | null | undefined): string =>
  token ? 'user' : `guest:${guestId ?? ''}`;

import type { Wishlist } from '@mart/api-types';
import { api } from '@mart/api-runtime';

export type { Wishlist };
/** An entry of any of the wishlist's lists, as the drawer reads them. */
export type WishlistEntry = Wishlist[keyof Wishlist][number];

export type WishlistKind = 'item' | 'store' | 'vehicle' | 'provider';

// items and stores are the store wishlist's; vehicles and providers the vehicle one's (one list for both flavours)
export const wishlistApi = {
  get: () => api.call('GET /api/v1/customer/wish-list'),
  add: (kind: WishlistKind, id: number) =>
    kind === 'item' || kind === 'store'
      ? api.call('POST /api/v1/customer/wish-list/add', { query: { [`${kind}_id`]: id } })
      : api.call('POST /api/v1/rental/user/wish-list', { query: { [`${kind}_id`]: id } }),
  remove: (kind: WishlistKind, id: number) =>
    kind === 'item' || kind === 'store'
      ? api.call('DELETE /api/v1/customer/wish-list/remove', { query: { [`${kind}_id`]: id } })
      : api.call('DELETE /api/v1/rental/user/wish-list/remove', { query: { [`${kind}_id`]: id } }),
};

/** The wishlist's cache key, shared by every app that shows or toggles it (account's drawer, store pages). */
export const wishlistKey = (token: string | null | undefined) => ['wishlist', token] as const;

/** What a wishlist card shows of an entry, whichever list it comes from (each list's records differ). */
export function wishlistCard(entry: WishlistEntry): {
  image: string | null | undefined;
  price: number | undefined;
  hourlyPrice: number | undefined;
  subtitle: string;
} {
  return {
    image:
      ('image_full_url' in entry ? entry.image_full_url : undefined) ??
      ('thumbnail_full_url' in entry ? entry.thumbnail_full_url : undefined) ??
      ('logo_full_url' in entry ? entry.logo_full_url : undefined),
    price: 'price' in entry ? entry.price : undefined,
    hourlyPrice: 'hourly_price' in entry ? entry.hourly_price : undefined,
    subtitle:
      ('address' in entry ? entry.address : undefined) ?? ('provider' in entry ? entry.provider?.name : '') ?? '',
  };
}

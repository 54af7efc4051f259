import { api } from '@mart/api-runtime';

/** The wishlist lists as the drawer reads them; each entry is a card-sized view of the record. */
export interface WishlistEntry {
  id: number;
  name: string;
  image_full_url?: string | null;
  logo_full_url?: string | null;
  thumbnail_full_url?: string | null;
  price?: number;
  hourly_price?: number;
  distance_price?: number;
  avg_rating?: number;
  address?: string | null;
  store_name?: string;
  module_id?: number;
  provider?: { id: number; name: string } | null;
}

export interface Wishlist {
  item: WishlistEntry[];
  store: WishlistEntry[];
  vehicles: WishlistEntry[];
  providers: WishlistEntry[];
}

export type WishlistKind = 'item' | 'store' | 'vehicle' | 'provider';

export const wishlistApi = {
  get: () => api.get<Wishlist>('/api/v1/customer/wish-list'),
  add: (kind: WishlistKind, id: number) =>
    kind === 'item' || kind === 'store'
      ? api.post<{ message: string }>('/api/v1/customer/wish-list/add', undefined, { [`${kind}_id`]: id })
      : api.post<{ message: string }>('/api/v1/rental/user/wish-list', undefined, { [`${kind}_id`]: id }),
  remove: (kind: WishlistKind, id: number) =>
    kind === 'item' || kind === 'store'
      ? api.delete<{ message: string }>('/api/v1/customer/wish-list/remove', { [`${kind}_id`]: id })
      : api.delete<{ message: string }>('/api/v1/rental/user/wish-list/remove', { [`${kind}_id`]: id }),
};

/** The wishlist's cache key, shared by every app that shows or toggles it (account's drawer, store pages). */
export const wishlistKey = (token: string | null | undefined) => ['wishlist', token] as const;

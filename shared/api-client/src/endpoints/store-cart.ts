import type { StoreCartAddRequest, StoreCartLine } from '@mart/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@mart/api-runtime';

/** One line of the store-item cart as the server prices it (generated from server/src/schemas/store-cart.ts). */
export type { StoreCartLine };
/** Chosen food options of one group: stable ids, with the names and labels in the request's language. */
export type FoodChoice = StoreCartLine['variation'][number];
/** A line as add/update take it: a guest's cart goes by the guest-id header (api-runtime), not a body field. */
export type StoreCartLineInput = Omit<StoreCartAddRequest, 'guest_id'>;

export const storeCartApi = {
  list: () => api.call('GET /api/v1/customer/cart/list'),
  add: (body: StoreCartLineInput) => api.call('POST /api/v1/customer/cart/add', { body }),
  update: (cartId: number, line: StoreCartLineInput) =>
    api.call('POST /api/v1/customer/cart/update', { body: { ...line, cart_id: cartId } }),
  remove: (cartId: number) => api.call('DELETE /api/v1/customer/cart/remove-item/:id', { params: { id: cartId } }),
  removeMany: (cartIds: number[]) =>
    api.call('DELETE /api/v1/customer/cart/remove-multiple', { query: { cart_ids: JSON.stringify(cartIds) } }),
  clear: () => api.call('DELETE /api/v1/customer/cart/remove'),
  /** the signed-in customer takes over the cart of the guest they were on this device (SPEC §6) */
  mergeGuest: (guestId: string) =>
    api.call('POST /api/v1/customer/cart/merge-guest', { body: { guest_id: guestId }, background: true }),
};

export const STORE_CART_KEY = ['store-cart'] as const;
export const storeCartQuery = (owner: string) =>
  queryOptions({ queryKey: [...STORE_CART_KEY, owner], queryFn: storeCartApi.list });

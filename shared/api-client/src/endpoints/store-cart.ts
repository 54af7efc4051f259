import type { MessageBody, StoreCartAddRequest, StoreCartLine, StoreCartList } from '@mart/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@mart/api-runtime';

/** One line of the store-item cart as the server prices it (generated from server/src/schemas/store-cart.ts). */
export type { StoreCartLine };
/** Chosen food options of one group: stable ids, with the names and labels in the request's language. */
export type FoodChoice = StoreCartLine['variation'][number];
/** A line as add/update take it; the guest id is added by the call. */
export type StoreCartLineInput = Omit<StoreCartAddRequest, 'guest_id'>;

export const storeCartApi = {
  list: () => api.get<StoreCartList>('/api/v1/customer/cart/list'),
  add: (line: StoreCartLineInput) =>
    api.post<StoreCartList>('/api/v1/customer/cart/add', { ...line, ...api.guestQuery() }),
  update: (cartId: number, line: StoreCartLineInput) =>
    api.post<StoreCartList>('/api/v1/customer/cart/update', { ...line, cart_id: cartId, ...api.guestQuery() }),
  remove: (cartId: number) => api.delete<StoreCartList>(`/api/v1/customer/cart/remove-item/${cartId}`),
  removeMany: (cartIds: number[]) =>
    api.delete<StoreCartList>('/api/v1/customer/cart/remove-multiple', { cart_ids: cartIds }),
  clear: () => api.delete<MessageBody>('/api/v1/customer/cart/remove'),
  mergeGuest: (guestId: string) =>
    api.request<StoreCartList>('POST', '/api/v1/customer/cart/merge-guest', {
      body: { guest_id: guestId },
      background: true,
    }),
};

export const STORE_CART_KEY = ['store-cart'] as const;
export const storeCartQuery = (owner: string) =>
  queryOptions({ queryKey: [...STORE_CART_KEY, owner], queryFn: storeCartApi.list });

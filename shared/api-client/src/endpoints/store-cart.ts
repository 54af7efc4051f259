import type { Item } from '@mart/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@mart/api-runtime';

/** Chosen food options of one group: stable ids, with the names and labels in the request's language. */
export interface FoodChoice {
  id: string;
  name: string;
  values: { ids: string[]; label: string[] };
}

/** One line of the store-item cart as the server prices it (server/src/routes/store-cart.ts). */
export interface StoreCartLine {
  id: number;
  item_id: number;
  is_campaign: boolean;
  store_id: number;
  module_id: number;
  quantity: number;
  /** the chosen choice-option ids joined with '-' (labels: choiceOptionLabels(item, variation_type)) */
  variation_type: string | null;
  variation: FoodChoice[];
  add_on_ids: number[];
  add_on_qtys: number[];
  price: number;
  total_price: number;
  item: Item;
}

export interface StoreCartLineInput {
  model?: 'Item' | 'ItemCampaign';
  item_id: number;
  quantity: number;
  price?: number;
  /** by stable ids (the server still reads names and labels from older clients) */
  variation?: { id: string; values: { ids: string[] } }[];
  variation_type?: string | null;
  add_on_ids?: number[];
  add_on_qtys?: number[];
}

export const storeCartApi = {
  list: () => api.get<StoreCartLine[]>('/api/v1/customer/cart/list'),
  add: (line: StoreCartLineInput) =>
    api.post<StoreCartLine[]>('/api/v1/customer/cart/add', { ...line, ...api.guestQuery() }),
  update: (cartId: number, line: StoreCartLineInput) =>
    api.post<StoreCartLine[]>('/api/v1/customer/cart/update', { ...line, cart_id: cartId, ...api.guestQuery() }),
  remove: (cartId: number) => api.delete<StoreCartLine[]>(`/api/v1/customer/cart/remove-item/${cartId}`),
  removeMany: (cartIds: number[]) =>
    api.delete<StoreCartLine[]>('/api/v1/customer/cart/remove-multiple', { cart_ids: cartIds }),
  clear: () => api.delete<{ message: string }>('/api/v1/customer/cart/remove'),
  mergeGuest: (guestId: string) =>
    api.post<StoreCartLine[]>('/api/v1/customer/cart/merge-guest', { guest_id: guestId }),
};

export const STORE_CART_KEY = ['store-cart'] as const;
export const storeCartQuery = (owner: string) =>
  queryOptions({ queryKey: [...STORE_CART_KEY, owner], queryFn: storeCartApi.list });

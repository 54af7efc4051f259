// Query options of the signed-in customer's resources: each is its fetcher, its cache key and its cache rules
// together, so every page that reads one reads (and refreshes) the same cache entry. Keys start with the resource's
// name: `invalidateQueries({ queryKey: x.all })` refreshes every entry of it.
import { queryOptions } from '@tanstack/react-query';
import { addressApi } from '../endpoints/addresses';
import { chatApi } from '../endpoints/chat';
import { loyaltyApi } from '../endpoints/loyalty';
import { profileApi } from '../endpoints/profile';
import { walletApi } from '../endpoints/wallet';
import { wishlistApi, wishlistKey } from '../endpoints/wishlist';

type Token = string | null | undefined;

export const profileQueries = {
  all: ['profile'] as const,
  info: (token: Token) =>
    queryOptions({ queryKey: ['profile', token], queryFn: profileApi.info, enabled: !!token, staleTime: 60_000 }),
};

/** Which messages the customer gets besides codes (issue 39): receipts, order and trip status updates. */
export const notificationQueries = {
  all: ['notification-settings'] as const,
  get: (token: Token) =>
    queryOptions({
      queryKey: ['notification-settings', token],
      queryFn: profileApi.notificationSettings,
      enabled: !!token,
      staleTime: 60_000,
    }),
};

export const addressQueries = {
  all: ['addresses'] as const,
  list: (token: Token) =>
    queryOptions({ queryKey: ['addresses', token], queryFn: addressApi.list, enabled: !!token, staleTime: 60_000 }),
};

export const wishlistQueries = {
  all: ['wishlist'] as const,
  get: (token: Token) => queryOptions({ queryKey: wishlistKey(token), queryFn: wishlistApi.get, enabled: !!token }),
};

export const walletQueries = {
  transactions: () => queryOptions({ queryKey: ['wallet-transactions'], queryFn: () => walletApi.transactions() }),
};

export const loyaltyQueries = {
  summary: () => queryOptions({ queryKey: ['loyalty-summary'], queryFn: loyaltyApi.summary }),
  transactions: () => queryOptions({ queryKey: ['loyalty-transactions'], queryFn: () => loyaltyApi.transactions() }),
  referral: () => queryOptions({ queryKey: ['referral'], queryFn: loyaltyApi.referral }),
};

export const chatQueries = {
  conversations: () => queryOptions({ queryKey: ['conversations'], queryFn: chatApi.conversations }),
  /** one conversation's messages; null: the support thread before its first message (nothing to read yet) */
  messages: (id: number | null) =>
    queryOptions({ queryKey: ['chat', id], queryFn: () => chatApi.messages(id!), enabled: id !== null }),
};

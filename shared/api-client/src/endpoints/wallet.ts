import type { ApiBody, ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { idempotencyHeader } from './idempotent';

type Transactions = ApiResponse<'GET /api/v1/customer/wallet/transactions'>;
export type WalletTransaction = Transactions['data'][number];
/** A top-up as the customer asks it; its idempotency key goes as a header (`key`). */
export type AddFundInput = Omit<ApiBody<'POST /api/v1/customer/wallet/add-fund'>, 'idempotency_key'>;

export const walletApi = {
  transactions: (offset = 1, limit = 20) =>
    api.call('GET /api/v1/customer/wallet/transactions', { query: { offset, limit } }),
  /** SPEC §7: the answer's redirect_link is the payment page; it comes back to `callback`. */
  addFund: (body: AddFundInput, key: string) =>
    api.call('POST /api/v1/customer/wallet/add-fund', { body, ...idempotencyHeader(key) }),
};

import type { ApiBody, ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { postIdempotent } from './idempotent';

type Transactions = ApiResponse<'GET /api/v1/customer/wallet/transactions'>;
export type WalletTransaction = Transactions['data'][number];

export const walletApi = {
  transactions: (offset = 1, limit = 20) =>
    api.get<Transactions>('/api/v1/customer/wallet/transactions', { offset, limit }),
  /** SPEC §7: the answer's redirect_link is the payment page; it comes back to `callback`. */
  addFund: (body: ApiBody<'POST /api/v1/customer/wallet/add-fund'>) =>
    postIdempotent<ApiResponse<'POST /api/v1/customer/wallet/add-fund'>>('/api/v1/customer/wallet/add-fund', body),
};

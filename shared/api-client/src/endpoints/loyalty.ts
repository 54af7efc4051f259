import type { ApiBody, ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';

type Transactions = ApiResponse<'GET /api/v1/customer/loyalty-point/transactions'>;
export type LoyaltyTransaction = Transactions['data'][number];
export type LoyaltySummary = ApiResponse<'GET /api/v1/customer/loyalty-point/summary'>;
export type ReferralSummary = ApiResponse<'GET /api/v1/customer/referral'>;
type Transfer = 'POST /api/v1/customer/loyalty-point/point-transfer';

export const loyaltyApi = {
  summary: () => api.get<LoyaltySummary>('/api/v1/customer/loyalty-point/summary'),
  transactions: (offset = 1, limit = 20) =>
    api.get<Transactions>('/api/v1/customer/loyalty-point/transactions', { offset, limit }),
  convert: (point: number) =>
    api.post<ApiResponse<Transfer>>('/api/v1/customer/loyalty-point/point-transfer', {
      point,
    } satisfies ApiBody<Transfer>),
  referral: () => api.get<ReferralSummary>('/api/v1/customer/referral'),
};

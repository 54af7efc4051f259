import type { ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';

type Transactions = ApiResponse<'GET /api/v1/customer/loyalty-point/transactions'>;
export type LoyaltyTransaction = Transactions['data'][number];
export type LoyaltySummary = ApiResponse<'GET /api/v1/customer/loyalty-point/summary'>;
export type ReferralSummary = ApiResponse<'GET /api/v1/customer/referral'>;

export const loyaltyApi = {
  summary: () => api.call('GET /api/v1/customer/loyalty-point/summary'),
  transactions: (offset = 1, limit = 20) =>
    api.call('GET /api/v1/customer/loyalty-point/transactions', { query: { offset, limit } }),
  convert: (point: number) => api.call('POST /api/v1/customer/loyalty-point/point-transfer', { body: { point } }),
  referral: () => api.call('GET /api/v1/customer/referral'),
};

import { api } from '@mart/api-runtime';
import type { Page } from './wallet';

export interface LoyaltyTransaction {
  id: number;
  transaction_type: string;
  credit: number;
  debit: number;
  balance: number;
  reference: string | null;
  created_at: string;
}

export interface LoyaltySummary {
  total_points: number;
  /** points that make one currency unit */
  exchange_rate: number;
  minimum_points: number;
}

export interface ReferralSummary {
  ref_code: string;
  /** what the referrer earns per sign-up, in currency */
  referrer_earning: number;
  referred_count: number;
}

export const loyaltyApi = {
  summary: () => api.get<LoyaltySummary>('/api/v1/customer/loyalty-point/summary'),
  transactions: (offset = 1, limit = 20) =>
    api.get<Page<LoyaltyTransaction>>('/api/v1/customer/loyalty-point/transactions', { offset, limit }),
  convert: (point: number) =>
    api.post<{ message: string; converted_amount: number }>('/api/v1/customer/loyalty-point/point-transfer', { point }),
  referral: () => api.get<ReferralSummary>('/api/v1/customer/referral'),
};

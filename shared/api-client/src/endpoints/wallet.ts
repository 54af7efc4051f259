import { api } from '@mart/api-runtime';

export interface WalletTransaction {
  id: number;
  transaction_id: string;
  transaction_type: string;
  credit: number;
  debit: number;
  balance: number;
  reference: string | null;
  created_at: string;
}

export interface Page<T> {
  total_size: number;
  limit: number;
  offset: number;
  data: T[];
}

export const walletApi = {
  transactions: (offset = 1, limit = 20) =>
    api.get<Page<WalletTransaction>>('/api/v1/customer/wallet/transactions', { offset, limit }),
  /** SPEC §7: the answer's redirect_link is the payment page; it comes back to `callback`. */
  addFund: (body: { amount: number; payment_method: string; callback: string; payment_platform: 'web' }) =>
    api.post<{ redirect_link: string }>('/api/v1/customer/wallet/add-fund', body),
};

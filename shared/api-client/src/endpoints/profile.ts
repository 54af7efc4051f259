import type { Profile } from '@mart/bus';
import { api } from '@mart/api-runtime';

/** GET /api/v1/customer/info: the bus Profile plus the account's own figures. */
export interface CustomerInfo extends Profile {
  image: string | null;
  login_medium: string;
  ref_code: string;
  wallet_balance: number;
  loyalty_point: number;
  member_since_days: number;
  created_at: string;
}

export interface UpdateProfileResult {
  message: string;
  otp_send: boolean;
  verification_on: 'phone' | 'email' | null;
  session_info?: string;
  demo_otp?: string;
}

export interface UpdateProfileFields {
  name: string;
  email?: string;
  phone?: string;
  password?: string;
  confirm_password?: string;
  /** required with `password` when the account already has one */
  current_password?: string;
  image?: File | null;
  button_type?: string;
  otp?: string;
  verification_medium?: string;
  verification_on?: 'phone' | 'email';
  session_info?: string;
}

function toForm(fields: UpdateProfileFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, value instanceof File ? value : String(value));
  }
  return form;
}

export const profileApi = {
  info: () => api.get<CustomerInfo>('/api/v1/customer/info'),
  update: (fields: UpdateProfileFields) =>
    api.request<UpdateProfileResult>('POST', '/api/v1/customer/update-profile', { form: toForm(fields) }),
  removeAccount: () => api.delete<{ message: string }>('/api/v1/customer/remove-account'),
};

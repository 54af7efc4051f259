import type {
  MessageBody,
  NotificationSettings,
  NotificationSettingsBody,
  Profile,
  UpdateProfileBody,
  UpdateProfileResult,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';

/** GET /api/v1/customer/info: the bus Profile plus the account's own figures. */
export type CustomerInfo = Profile;
export type { NotificationSettings, UpdateProfileResult };
/** The form fields of update-profile (multipart: the image is a file). */
export type UpdateProfileFields = Omit<UpdateProfileBody, 'image'> & { image?: Blob | null };

function toForm(fields: UpdateProfileFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

export const profileApi = {
  info: () => api.get<CustomerInfo>('/api/v1/customer/info'),
  update: (fields: UpdateProfileFields) =>
    api.request<UpdateProfileResult>('POST', '/api/v1/customer/update-profile', { form: toForm(fields) }),
  /** the categories the customer picked after sign-up (SPEC §4) */
  updateInterest: (interest: number[]) => api.post<MessageBody>('/api/v1/customer/update-interest', { interest }),
  removeAccount: () => api.delete<MessageBody>('/api/v1/customer/remove-account'),
  /** which messages the customer gets besides codes: receipts, and order and trip status updates */
  notificationSettings: () => api.get<NotificationSettings>('/api/v1/customer/notification-settings'),
  updateNotificationSettings: (body: NotificationSettingsBody) =>
    api.put<NotificationSettings>('/api/v1/customer/notification-settings', body),
};

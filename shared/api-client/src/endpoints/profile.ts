import type {
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

export const profileApi = {
  info: (): Promise<CustomerInfo> => api.call('GET /api/v1/customer/info'),
  update: (fields: UpdateProfileFields) => api.call('POST /api/v1/customer/update-profile', { form: fields }),
  /** the categories the customer picked after sign-up (SPEC §4) */
  updateInterest: (interest: number[]) => api.call('POST /api/v1/customer/update-interest', { body: { interest } }),
  removeAccount: () => api.call('DELETE /api/v1/customer/remove-account'),
  /** which messages the customer gets besides codes: receipts, and order and trip status updates */
  notificationSettings: () => api.call('GET /api/v1/customer/notification-settings'),
  updateNotificationSettings: (body: NotificationSettingsBody) =>
    api.call('PUT /api/v1/customer/notification-settings', { body }),
};

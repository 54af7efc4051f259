import type { MessageBody, PushKey, PushTokenBody } from '@mart/api-types';
import { api } from '@mart/api-runtime';

/** Web Push (issue 45.2): the server's VAPID key, and this browser's subscription as the customer's push token. */
export const pushApi = {
  key: () => api.get<PushKey>('/api/v1/config/push'),
  save: (subscription: PushTokenBody) => api.put<MessageBody>('/api/v1/customer/push-token', subscription),
  remove: (endpoint: string) => api.delete<MessageBody>('/api/v1/customer/push-token', undefined, { endpoint }),
};

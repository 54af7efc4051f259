import type { PushTokenBody } from '@mart/api-types';
import { api } from '@mart/api-runtime';

/** Web Push (issue 45.2): the server's VAPID key, and this browser's subscription as the customer's push token. */
export const pushApi = {
  key: () => api.call('GET /api/v1/config/push'),
  save: (body: PushTokenBody) => api.call('PUT /api/v1/customer/push-token', { body }),
  remove: (endpoint: string) => api.call('DELETE /api/v1/customer/push-token', { body: { endpoint } }),
};

/**
 * What the service worker needs to replace a rotated subscription by itself (`pushsubscriptionchange`,
 * shell/src/pwa/sw.js reads it from the same cache and address): the API's address, the stored subscription's
 * endpoint and auth secret (its proof to the API) and the server's key to subscribe again with.
 */
export const PUSH_RECORD = { cache: 'mart-push', url: '/__mart/push-subscription' } as const;
export interface PushRecord {
  api: string;
  endpoint: string;
  auth: string;
  key: string;
}

const base64url = (bytes: ArrayBuffer | null) =>
  bytes
    ? btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/** Keeps the record of a subscription the API has just stored (no Cache Storage: the worker cannot renew it). */
export async function keepPushRecord(subscription: PushSubscription): Promise<void> {
  if (typeof caches === 'undefined') return;
  const record: PushRecord = {
    api: api.baseUrl,
    endpoint: subscription.endpoint,
    auth: base64url(subscription.getKey('auth')),
    key: base64url(subscription.options.applicationServerKey),
  };
  const cache = await caches.open(PUSH_RECORD.cache);
  await cache.put(
    PUSH_RECORD.url,
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Forgets it: notifications turned off, or the customer signed out (the API dropped the subscription). */
export async function forgetPushRecord(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await (await caches.open(PUSH_RECORD.cache)).delete(PUSH_RECORD.url);
}

/**
 * This browser's Web Push subscription (issue 45.2): asked for when the customer turns notifications on (permission,
 * then PushManager.subscribe with the server's VAPID key through the site's service worker), stored as their push
 * token; removed when they turn them off. Denied permission: no token (SPEC §8).
 */
import { forgetPushRecord, keepPushRecord, pushApi } from '@mart/api-client';

/** What this browser does with notifications: `failed` when it could not subscribe (no worker, no push service). */
export type PushState = 'on' | 'off' | 'denied' | 'unsupported' | 'failed';

const supported = () =>
  typeof Notification !== 'undefined' &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'serviceWorker' in navigator;

/** The site's service worker registration, if one is active within `ms` (production builds register it). */
async function registration(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (found?.active) return found;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([navigator.serviceWorker.ready, timeout]).finally(() => clearTimeout(timer));
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Stores the subscription as the signed-in customer's push token, and keeps what the service worker needs to
 * replace it by itself when the push service rotates it.
 */
async function save(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await pushApi.save({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    expirationTime: subscription.expirationTime,
  });
  await keepPushRecord(subscription).catch(() => undefined);
}

/** Asks for permission and subscribes this browser; the state it ends in. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  try {
    const worker = await registration();
    if (!worker) return 'failed';
    const key = keyBytes((await pushApi.key()).public_key);
    let subscription = await worker.pushManager.getSubscription();
    // made with another server key (the keys were changed): it cannot carry our pushes
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await save(subscription);
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Removes this browser's push token and its subscription. */
export async function turnPushOff(): Promise<void> {
  if (!supported()) return;
  const worker = await navigator.serviceWorker.getRegistration('/');
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return;
  // the browser's subscription goes even when the server cannot be told now: the push service then answers 410
  // to the next push, and the server deletes the token (infra/web-push.ts)
  await pushApi.remove(subscription.endpoint).catch(() => undefined);
  await forgetPushRecord().catch(() => undefined);
  await subscription.unsubscribe();
}

/**
 * This browser's state now; a subscription it holds is stored again for the current session (a sign-in elsewhere
 * or a revoked session left the server without it).
 */
export async function currentPushState(signedIn: boolean): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const worker = await navigator.serviceWorker.getRegistration('/');
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  if (signedIn) await save(subscription).catch(() => undefined);
  return 'on';
}

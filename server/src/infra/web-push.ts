/**
 * Web Push (issue 45.2, RFC 8030/8291/8292): the VAPID keys, which push services a subscription may point at, and
 * one push sent. The payload is encrypted (aes128gcm) and the request signed by the `web-push` library; the request
 * itself is ours (fetch, with a deadline), so the outbox worker decides what a push service's answer means.
 */
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { DeliveryError } from './mail-transport';
import { sharedSecret } from './shared-secrets';
import type { PushSettings, VapidKeys } from './outbox-settings';

/** The public key of a private P-256 scalar, both base64url. */
export function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** Whether a VAPID pair belongs together (configuration is checked with it at start). */
export function vapidPairMatches(keys: VapidKeys): boolean {
  try {
    return publicKeyOf(keys.privateKey) === Buffer.from(keys.publicKey, 'base64url').toString('base64url');
  } catch {
    return false;
  }
}

/**
 * The VAPID keys: configured, or a private scalar made once per database (a random 32-byte value is a valid P-256
 * key but with negligible probability) that every instance shares, and its public key.
 */
export async function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  const push = ctx.outbox.push;
  if (push?.keys) return push.keys;
  const privateKey = await sharedSecret(ctx, 'vapid_private_key');
  return { privateKey, publicKey: publicKeyOf(privateKey) };
}

/** Whether `endpoint` is an https (or listed) URL at one of the allowed push services: nothing else is ever called. */
export function allowedEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    const wild = /^(https?):\/\/\*\.(.+)$/.exec(service);
    if (!wild) return url.origin === new URL(service).origin;
    return url.protocol === `${wild[1]}:` && url.host.endsWith(`.${wild[2]}`);
  });
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service says this subscription no longer exists (404, 410): it is deleted, the push not retried. */
export class SubscriptionGone extends DeliveryError {
  constructor(status: number) {
    super(`the push service says the subscription is gone (${status})`, true);
  }
}

/**
 * Sends `payload` to one subscription. Resolves when the push service accepted it (2xx); a 404/410 is
 * SubscriptionGone, a 429 or 5xx (or no answer) is worth another try, any other answer is a refusal for good.
 */
export async function sendPush(
  settings: PushSettings,
  keys: VapidKeys,
  target: PushTarget,
  payload: string,
  options: { topic?: string; urgency?: 'normal' | 'high' } = {},
): Promise<void> {
  if (!allowedEndpoint(target.endpoint, settings.services))
    throw new DeliveryError('the endpoint is not at an allowed push service', true);
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: settings.ttlSeconds,
        urgency: options.urgency ?? 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
      },
    );
  } catch (error) {
    throw new DeliveryError(`the push could not be prepared: ${(error as Error).message}`, true);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(`the push service did not answer: ${(error as Error).message}`, false);
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  if (response.status >= 200 && response.status < 300) return;
  if (response.status === 404 || response.status === 410) throw new SubscriptionGone(response.status);
  const retry = response.status === 429 || response.status >= 500;
  throw new DeliveryError(`the push service answered ${response.status} ${text}`.trim(), !retry);
}

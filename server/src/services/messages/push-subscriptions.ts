/**
 * The customer's push tokens (issue 45.2): a browser's Web Push subscription stored for the signed-in session when
 * the customer turns notifications on, removed when they turn them off or sign out. Only an endpoint at a known
 * push service is kept (the server POSTs to it: anything else would let a customer aim it at any URL), and only
 * keys that are a real P-256 point and a 16-byte secret (a push encrypted to anything else is lost).
 */
import { createECDH, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { allowedEndpoint } from '../../infra/web-push';

/** How many browsers one account keeps subscribed; the least recently stored beyond it are dropped. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime?: number | null;
}

function validKeys(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    // throws unless the point is on the curve
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** The new subscription, checked as a stored one is: at a known push service, real keys; the columns it fills. */
function checkedSubscription(ctx: AppContext, input: PushSubscriptionInput) {
  const services = ctx.outbox.push?.services;
  if (!services) throw badRequest('push_unavailable', 'Push notifications are not available.');
  if (!allowedEndpoint(input.endpoint, services))
    throw badRequest('endpoint', 'The push subscription endpoint is not at a known push service.');
  if (!validKeys(input.keys.p256dh, input.keys.auth))
    throw badRequest('keys', 'The push subscription keys are not valid.');
  const expiresAt = input.expirationTime ? new Date(input.expirationTime) : null;
  return {
    endpoint: input.endpoint,
    p256dh: Buffer.from(input.keys.p256dh, 'base64url').toString('base64url'),
    auth: Buffer.from(input.keys.auth, 'base64url').toString('base64url'),
    expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
  };
}

export async function savePushToken(
  ctx: AppContext,
  caller: { userId: number; tokenHash: string },
  input: PushSubscriptionInput,
): Promise<void> {
  const sub = checkedSubscription(ctx, input);
  await ctx.repos.pushSubscriptions.save(
    ctx.db,
    { userId: caller.userId, tokenHash: caller.tokenHash, ...sub },
    ctx.clock.now(),
  );
  await ctx.repos.pushSubscriptions.trim(ctx.db, caller.userId, MAX_PUSH_SUBSCRIPTIONS);
}

/**
 * The push service rotated a browser's subscription (pushsubscriptionchange in the service worker, which holds no
 * session): the new one replaces the old for the same customer and session. The proof is the old subscription's
 * endpoint and auth secret: only that browser and this server hold both (the push service never sees the secret),
 * so nobody can swap in a subscription of their own for someone else's. Unknown and wrong answer alike: 404.
 */
export async function renewPushToken(
  ctx: AppContext,
  old: { endpoint: string; auth: string },
  input: PushSubscriptionInput,
): Promise<void> {
  const sub = checkedSubscription(ctx, input);
  const row = await ctx.repos.pushSubscriptions.byEndpoint(ctx.db, old.endpoint);
  const stored = Buffer.from(row?.auth ?? '', 'base64url');
  const given = Buffer.from(old.auth, 'base64url');
  if (!row || stored.length !== 16 || given.length !== 16 || !timingSafeEqual(stored, given))
    throw new ApiError(404, 'push_renew_unknown', 'The push subscription to replace was not found.');
  await ctx.repos.pushSubscriptions.replace(ctx.db, row.id, sub, ctx.clock.now());
}

export const removePushToken = (ctx: AppContext, userId: number, endpoint: string) =>
  ctx.repos.pushSubscriptions.remove(ctx.db, userId, endpoint);

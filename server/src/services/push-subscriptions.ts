/**
 * The customer's push tokens (issue 45.2): a browser's Web Push subscription stored for the signed-in session when
 * the customer turns notifications on, removed when they turn them off or sign out. Only an endpoint at a known
 * push service is kept (the server POSTs to it: anything else would let a customer aim it at any URL), and only
 * keys that are a real P-256 point and a 16-byte secret (a push encrypted to anything else is lost).
 */
import { createECDH } from 'node:crypto';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { allowedEndpoint } from './web-push';

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

export async function savePushToken(
  ctx: AppContext,
  caller: { userId: number; tokenHash: string },
  input: PushSubscriptionInput,
): Promise<void> {
  const services = ctx.outbox.push?.services;
  if (!services) throw badRequest('push_unavailable', 'Push notifications are not available.');
  if (!allowedEndpoint(input.endpoint, services))
    throw badRequest('endpoint', 'The push subscription endpoint is not at a known push service.');
  if (!validKeys(input.keys.p256dh, input.keys.auth))
    throw badRequest('keys', 'The push subscription keys are not valid.');
  const now = ctx.clock.now();
  const expiresAt = input.expirationTime ? new Date(input.expirationTime) : null;
  await ctx.repos.pushSubscriptions.save(
    ctx.db,
    {
      userId: caller.userId,
      tokenHash: caller.tokenHash,
      endpoint: input.endpoint,
      p256dh: Buffer.from(input.keys.p256dh, 'base64url').toString('base64url'),
      auth: Buffer.from(input.keys.auth, 'base64url').toString('base64url'),
      expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
    },
    now,
  );
  await ctx.repos.pushSubscriptions.trim(ctx.db, caller.userId, MAX_PUSH_SUBSCRIPTIONS);
}

export const removePushToken = (ctx: AppContext, userId: number, endpoint: string) =>
  ctx.repos.pushSubscriptions.remove(ctx.db, userId, endpoint);

/**
 * Device tokens (issue 37.6, OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a successful sign-in
 * hands the client `d1.<user id>.<nonce>.<HMAC>`; the client shows it (header `x-device-token`) when it signs in
 * again, and a valid one for the account being tried passes the account-wide lockout of unknown clients, counting
 * only its own failures. It is no credential: it signs nobody in and grants nothing but those tries.
 *
 * A header, not a cookie: the API answers on another origin than the storefront (and may be on another site in a
 * deployment, where browsers drop third-party cookies), and a cookie would need every sign-in request credentialed,
 * carrying the storefront's own cookies (its session cookie among them) to the API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { randomToken, sha256 } from '../../infra/secrets';
import { sharedSecret } from '../../infra/shared-secrets';

const VERSION = 'd1';
const SECRET_NAME = 'device-token-key';

/** The signing key: one per database, shared by every instance. */
const signingKey = (ctx: AppContext) => sharedSecret(ctx, SECRET_NAME);

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A new device token for the account that just signed in. */
export async function issueDeviceToken(ctx: AppContext, userId: number): Promise<string> {
  const body = `${VERSION}.${userId}.${randomToken(16)}`;
  return `${body}.${sign(await signingKey(ctx), body)}`;
}

/**
 * The device a token names, as a digest, when it is genuine and bound to `userId`; null otherwise (no token,
 * another account's, forged, tampered).
 */
export async function knownDevice(
  ctx: AppContext,
  token: string | undefined,
  userId: number | undefined,
): Promise<string | null> {
  if (!token || userId === undefined || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || parts[1] !== String(userId)) return null;
  const body = parts.slice(0, 3).join('.');
  const expected = Buffer.from(sign(await signingKey(ctx), body));
  const given = Buffer.from(parts[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return sha256(body);
}

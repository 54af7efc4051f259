import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { randomToken, sha256 } from '../../infra/secrets';
import { guestCaller, userCaller, type Caller } from '../../model/caller';
import type { RequestInfo } from '../../model/request-info';

export const LOGIN_REQUIRED = 'You must be login to access this page.';

export async function issueToken(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.repos.sessions.insert(ctx.db, {
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.tokenTtlMs),
  });
  return token;
}

/** The signed-in user, or null without a token. A bad, expired, revoked token or an inactive account is a 401. */
export async function optionalUser(ctx: AppContext, info: Pick<RequestInfo, 'token'>): Promise<UserRow | null> {
  const token = info.token;
  if (!token) return null;
  const row = await ctx.repos.sessions.userByTokenHash(ctx.db, sha256(token));
  if (!row || row.token_revoked_at || new Date(row.token_expires_at) <= ctx.clock.now()) {
    throw new ApiError(401, 'auth-001', 'Your token has been expired. Please login again.');
  }
  if (!row.status) throw new ApiError(401, 'auth-002', 'Your account is inactive. Please contact support.');
  const { token_expires_at: _expires, token_revoked_at: _revoked, ...user } = row;
  return user;
}

export async function requireUser(ctx: AppContext, info: Pick<RequestInfo, 'token'>): Promise<UserRow> {
  const user = await optionalUser(ctx, info);
  if (!user) throw new ApiError(401, 'auth-001', LOGIN_REQUIRED);
  return user;
}

export async function revokeToken(ctx: AppContext, info: Pick<RequestInfo, 'token'>): Promise<void> {
  const token = info.token;
  if (!token) return;
  await ctx.repos.sessions.revoke(ctx.db, sha256(token), ctx.clock.now());
  // the browser signed out of gets no more pushes (issue 45.2)
  await ctx.repos.pushSubscriptions.removeOfSession(ctx.db, sha256(token));
}

/** After a password change: every session of the user but the one making the change is signed out. */
export async function revokeOtherSessions(
  ctx: AppContext,
  info: Pick<RequestInfo, 'token'>,
  userId: number,
  db: Executor = ctx.db,
): Promise<void> {
  const current = info.token;
  await ctx.repos.sessions.revokeAllOf(db, userId, ctx.clock.now(), current && sha256(current));
}

/** A record the caller owns: the signed-in customer's, or a guest's record of the guest id the call names. */
export const ownedBy = (
  user: { id: number } | null,
  guest: string | null,
  row: { user_id: number | null; guest_id: string | null },
): boolean =>
  (user !== null && row.user_id === user.id) || (row.user_id === null && guest !== null && row.guest_id === guest);

/**
 * Whose call this is: the signed-in customer, else the guest the request names. No guest id is `missing` (each
 * area words it as SPEC does); a guest id the server never issued is refused the same way everywhere, as
 * unauthenticated like a bad token (401), so a made-up id tells nothing about the guests that exist.
 */
export async function callerOf(
  ctx: AppContext,
  info: Pick<RequestInfo, 'token' | 'guestId'>,
  missing: () => ApiError,
): Promise<Caller> {
  const user = await optionalUser(ctx, info);
  if (user) return userCaller(user.id);
  const guestId = info.guestId;
  if (!guestId) throw missing();
  if (!(await ctx.repos.sessions.guestExists(ctx.db, guestId)))
    throw new ApiError(401, 'guest_id', 'Unknown guest_id.');
  return guestCaller(guestId);
}

/** Sign-in sessions: one row per issued bearer token, found by the token's hash, revoked by setting revoked_at. */
import type { Executor } from '../db/connect';

const insert = (db: Executor, session: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }) =>
  db
    .insertInto('auth_tokens')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();

/** The token's user with the session's expiry and revocation, if the token was ever issued. */
const userByTokenHash = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select(['auth_tokens.expires_at as token_expires_at', 'auth_tokens.revoked_at as token_revoked_at'])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();

const revoke = (db: Executor, tokenHash: string, now: Date) =>
  db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();

/** Revokes the user's live sessions, all of them or all but the one with `keepHash`. */
function revokeAllOf(db: Executor, userId: number, now: Date, keepHash?: string | null) {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepHash) query = query.where('token_hash', '!=', keepHash);
  return query.execute();
}

const guestExists = async (db: Executor, guestId: string) =>
  (await db.selectFrom('guests').select('id').where('id', '=', guestId).executeTakeFirst()) !== undefined;

export const sessionsRepository = () => ({ insert, userByTokenHash, revoke, revokeAllOf, guestExists });
export type SessionsRepository = ReturnType<typeof sessionsRepository>;

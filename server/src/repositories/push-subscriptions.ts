/** Browsers' Web Push subscriptions (the customers' push tokens), each tied to the session that stored it. */
import type { Selectable } from 'kysely';
import type { Executor } from '../db/connect';
import type { PushSubscriptionsTable } from '../db/schema';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/**
 * Stores the subscription for the customer's session. An endpoint is one browser's: stored again (its keys
 * renewed, or another customer now signed in in that browser) it moves to this customer and session.
 */
async function save(
  db: Executor,
  sub: { userId: number; tokenHash: string; endpoint: string; p256dh: string; auth: string; expiresAt: Date | null },
  now: Date,
): Promise<void> {
  const session = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('token_hash', '=', sub.tokenHash)
    .executeTakeFirst();
  const values = {
    user_id: sub.userId,
    session_id: session?.id ?? null,
    p256dh: sub.p256dh,
    auth: sub.auth,
    expires_at: sub.expiresAt,
    updated_at: now,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ ...values, endpoint: sub.endpoint, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/**
 * A rotated subscription: the row at the old endpoint takes the new endpoint and keys, keeping its customer and
 * session. When the new endpoint is stored already (the page saved it first), the old row only goes.
 */
async function replace(
  db: Executor,
  oldId: number,
  sub: { endpoint: string; p256dh: string; auth: string; expiresAt: Date | null },
  now: Date,
): Promise<void> {
  if (await byEndpoint(db, sub.endpoint)) {
    await db.deleteFrom('push_subscriptions').where('id', '=', oldId).execute();
    return;
  }
  await db
    .updateTable('push_subscriptions')
    .set({ endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, expires_at: sub.expiresAt, updated_at: now })
    .where('id', '=', oldId)
    .execute();
}

/** Removes the customer's subscription at `endpoint`; another customer's is never touched. */
async function remove(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return gone.numDeletedRows > 0n;
}

/** Sign-out: the session's subscriptions go with it. */
const removeOfSession = (db: Executor, tokenHash: string) =>
  db
    .deleteFrom('push_subscriptions')
    .where('session_id', 'in', (q) => q.selectFrom('auth_tokens').select('id').where('token_hash', '=', tokenHash))
    .execute();

/** A subscription the push service says is gone (404, 410). */
const removeEndpoint = (db: Executor, endpoint: string) =>
  db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();

/** The customer's subscriptions whose session is still signed in and which have not expired. */
const liveOf = (db: Executor, userId: number, now: Date) =>
  db
    .selectFrom('push_subscriptions as p')
    .innerJoin('auth_tokens as t', 't.id', 'p.session_id')
    .selectAll('p')
    .where('p.user_id', '=', userId)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where((w) => w.or([w('p.expires_at', 'is', null), w('p.expires_at', '>', now)]))
    .orderBy('p.id')
    .execute();

const byEndpoint = (db: Executor, endpoint: string) =>
  db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();

/** Keeps the customer's `keep` newest subscriptions. */
const trim = (db: Executor, userId: number, keep: number) =>
  db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (q) =>
      q
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();

export const pushSubscriptionsRepository = () => ({
  save,
  remove,
  removeOfSession,
  removeEndpoint,
  replace,
  liveOf,
  byEndpoint,
  trim,
});
export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;

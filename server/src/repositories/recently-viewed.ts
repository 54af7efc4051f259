/** A customer's recently viewed items and vehicles (migration 0791). */
import type { Executor } from '../db/connect';
import type { RecentlyViewedTable } from '../db/schema';

const list = (db: Executor, userId: number) =>
  db
    .selectFrom('recently_viewed')
    .select(['kind', 'ref_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .orderBy('ref_id')
    .execute();

/** Replaces the customer's list (the caller's transaction, after locking the customer's row). */
async function replace(
  db: Executor,
  userId: number,
  rows: { kind: RecentlyViewedTable['kind']; ref_id: number; viewed_at: Date }[],
) {
  await db.deleteFrom('recently_viewed').where('user_id', '=', userId).execute();
  if (rows.length)
    await db
      .insertInto('recently_viewed')
      .values(rows.map((r) => ({ ...r, user_id: userId })))
      .execute();
}

/** Locks the customer's row: two tabs recording at once take turns. */
const lockUser = (db: Executor, userId: number) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const recentlyViewedRepository = () => ({ list, replace, lockUser });
export type RecentlyViewedRepository = ReturnType<typeof recentlyViewedRepository>;

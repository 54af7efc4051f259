import { sql } from 'kysely';
import type { Executor } from '../db/connect';

export interface RumCount {
  minute: Date;
  remote: string;
  version: string;
  route: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Adds counts: one row per minute, remote, version, route, metric and bucket, its count grown in place. */
async function add(db: Executor, counts: RumCount[]): Promise<void> {
  if (!counts.length) return;
  await db
    .insertInto('rum_counts')
    .values(counts)
    .onConflict((oc) =>
      oc
        .columns(['remote', 'version', 'minute', 'route', 'metric', 'bucket'])
        .doUpdateSet({ count: sql<string>`rum_counts.count + excluded.count` }),
    )
    .execute();
}

/**
 * The counts since `since`, summed per remote, version, metric and bucket (all routes), optionally of one remote.
 * The minute holding `since` is included: its row also holds what came after `since` in it (a canary's first views).
 */
async function totals(db: Executor, since: Date, remote?: string) {
  let q = db
    .selectFrom('rum_counts')
    .select(['remote', 'version', 'metric', 'bucket', sql<string>`sum(count)`.as('count')])
    .where('minute', '>=', new Date(Math.floor(since.getTime() / 60_000) * 60_000))
    .groupBy(['remote', 'version', 'metric', 'bucket']);
  if (remote) q = q.where('remote', '=', remote);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Drops counts older than `before` (kept a while for comparisons, not forever); answers how many rows went. */
async function prune(db: Executor, before: Date): Promise<number> {
  const r = await db.deleteFrom('rum_counts').where('minute', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const rumRepository = () => ({ add, totals, prune });
export type RumRepository = ReturnType<typeof rumRepository>;

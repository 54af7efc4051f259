/**
 * Outbound message counters (services/messages/outbound.ts): one row per cap, key and fixed window. Taking a slot is one
 * conditional upsert, so parallel sends on every instance cannot pass a cap between them; refusals are counted in
 * rows of their own (cap `refused:<cap>`).
 */
import { sql } from 'kysely';
import type { Executor } from '../db/connect';

/** Takes one slot of `key` under `cap` in the window starting at `windowStartMs`; false when `limit` are taken. */
async function take(db: Executor, cap: string, key: string, windowStartMs: number, limit: number): Promise<boolean> {
  const { rows } = await sql<{ hits: number }>`
    insert into outbound_counts as c (cap, key, window_start_ms, hits)
    values (${cap}, ${key}, ${windowStartMs}::bigint, 1)
    on conflict (cap, key, window_start_ms) do update set hits = c.hits + 1 where c.hits < ${limit}::int
    returning hits`.execute(db);
  return rows.length > 0 && Number(rows[0]!.hits) <= limit;
}

/** Counts one refusal by `cap` in the window starting at `windowStartMs`. */
const refused = (db: Executor, cap: string, windowStartMs: number) =>
  sql`insert into outbound_counts as c (cap, key, window_start_ms, hits)
    values (${`refused:${cap}`}, 'all', ${windowStartMs}::bigint, 1)
    on conflict (cap, key, window_start_ms) do update set hits = c.hits + 1`.execute(db);

/** The busiest keys of `cap` in its current window. */
const busiest = (db: Executor, cap: string, windowStartMs: number, limit: number) =>
  db
    .selectFrom('outbound_counts')
    .select(['key', 'hits'])
    .where('cap', '=', cap)
    .where('window_start_ms', '=', windowStartMs)
    .orderBy('hits', 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();

/** Refusals by `cap` in windows starting at or after `sinceMs`. */
async function refusalsSince(db: Executor, cap: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('outbound_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('hits'), sql<number>`0`).as('total'))
    .where('cap', '=', `refused:${cap}`)
    .where('window_start_ms', '>=', sinceMs)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Forgets windows that started before `beforeMs`. */
const prune = (db: Executor, beforeMs: number) =>
  db.deleteFrom('outbound_counts').where('window_start_ms', '<', beforeMs).execute();

export const outboundCountsRepository = () => ({ take, refused, busiest, refusalsSince, prune });
export type OutboundCountsRepository = ReturnType<typeof outboundCountsRepository>;

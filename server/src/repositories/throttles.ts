/**
 * Failed-attempt counters per account and scope (login, OTP, reset…). One attempt is one upsert, so parallel
 * attempts count exactly; keys are hashed identifiers.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/connect';
import type { ThrottleRule, ThrottleScope } from '../model/throttle';

/**
 * Counts an attempt at `now` (ms) under `rule`: a fresh window restarts the count, going over blocks for a time that
 * doubles with each strike (strikes are forgotten after `forgetAfterMs` without a block). Returns the time (ms) the
 * key is blocked until; a past time when it is not blocked.
 */
async function hit(
  db: Executor,
  scope: ThrottleScope,
  key: string,
  now: number,
  rule: ThrottleRule,
  forgetAfterMs: number,
): Promise<number> {
  const windowStart = now - rule.windowMs;
  // Every SET expression reads the row as it was before this attempt (t.*), so the branches agree.
  const blocked = sql<boolean>`t.blocked_until_ms > ${now}::bigint`;
  const fresh = sql<boolean>`t.window_start_ms <= ${windowStart}::bigint`;
  const over = sql<boolean>`t.hits >= ${rule.max}::int`;
  const { rows } = await sql<{ blocked_until_ms: string | number }>`
    insert into auth_throttles as t (scope, key, window_start_ms, hits, strikes, blocked_until_ms)
    values (${scope}, ${key}, ${now}::bigint, 1, 0, 0)
    on conflict (scope, key) do update set
      hits = case when ${blocked} then t.hits when ${fresh} then 1 when ${over} then 0 else t.hits + 1 end,
      window_start_ms = case
        when ${blocked} then t.window_start_ms when ${fresh} or ${over} then ${now}::bigint
        else t.window_start_ms end,
      strikes = case
        when ${blocked} then t.strikes
        when ${fresh} and t.blocked_until_ms <= ${now - forgetAfterMs}::bigint then 0
        when ${fresh} then t.strikes
        when ${over} then t.strikes + 1
        else t.strikes end,
      blocked_until_ms = case
        when ${blocked} or ${fresh} or not ${over} then t.blocked_until_ms
        else ${now}::bigint + least(${rule.maxBlockMs}::bigint,
          (${rule.blockMs}::bigint * power(2, least(t.strikes, 30)))::bigint) end
    returning blocked_until_ms`.execute(db);
  return Number(rows[0]?.blocked_until_ms ?? 0);
}

/** Forgets the key's failures and blocks in this scope. */
const clear = (db: Executor, scope: ThrottleScope, key: string) =>
  db.deleteFrom('auth_throttles').where('scope', '=', scope).where('key', '=', key).execute();

/** Gives one counted attempt back (a success that is not a try against the limit), never below zero. */
const release = (db: Executor, scope: ThrottleScope, key: string) =>
  db
    .updateTable('auth_throttles')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();

export const throttlesRepository = () => ({ hit, clear, release });
export type ThrottlesRepository = ReturnType<typeof throttlesRepository>;

/**
 * The API's scheduled jobs (the unpaid release, the RUM prune): each instance runs a job's round on a timer, never
 * two rounds of one job at once on an instance; `alone` makes a round run on one instance at a time across them.
 */
import { sql } from 'kysely';
import type { Db, Executor } from '../db/connect';

/** Runs `round` every `everyMs` until the returned stop is called; a round never overlaps the previous one. */
export function everyInterval(everyMs: number, round: () => Promise<void>, onError: (e: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs `fn` in a transaction holding the advisory lock `key`, or not at all (answers `null`) while another instance
 * holds it: a job whose round must not run twice at once across instances sharing the database.
 */
export async function alone<T>(db: Db, key: number, fn: (tx: Executor) => Promise<T>): Promise<T | null> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_xact_lock(${key}) as held`.execute(tx);
    return rows[0]?.held ? fn(tx) : null;
  });
}

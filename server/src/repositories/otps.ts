/**
 * One-time codes. Attempts and use are counted with conditional UPDATEs, so parallel guesses or parallel uses of
 * one right code cannot get past the limits (services/accounts/otp.ts says which).
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/connect';
import type { OtpsTable } from '../db/schema';

export interface OtpAddress {
  channel: 'phone' | 'email';
  target: string;
  purpose: string;
}

const lastSentAt = (db: Executor, to: OtpAddress) =>
  db
    .selectFrom('otps')
    .select('created_at')
    .where('channel', '=', to.channel)
    .where('target', '=', to.target)
    .where('purpose', '=', to.purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** Burns the unused codes sent to this address for this purpose. */
const consumeUnused = (db: Executor, to: OtpAddress, now: Date) =>
  db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where('channel', '=', to.channel)
    .where('target', '=', to.target)
    .where('purpose', '=', to.purpose)
    .where('consumed_at', 'is', null)
    .execute();

const insert = (db: Executor, otp: Insertable<OtpsTable>) => db.insertInto('otps').values(otp).execute();

/** The latest unused code matching every given field. */
function latestUnused(
  db: Executor,
  by: { channel?: OtpAddress['channel']; target?: string; purpose?: string; sessionId?: string },
) {
  let query = db.selectFrom('otps').selectAll().where('consumed_at', 'is', null);
  if (by.purpose) query = query.where('purpose', '=', by.purpose);
  if (by.sessionId) query = query.where('session_id', '=', by.sessionId);
  if (by.channel) query = query.where('channel', '=', by.channel);
  if (by.target) query = query.where('target', '=', by.target);
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

/** Takes one guess slot of a live code; undefined when none is left (or the code is used up or expired). */
const takeAttempt = (db: Executor, id: number, maxAttempts: number, now: Date) =>
  db
    .updateTable('otps')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('attempts')
    .executeTakeFirst();

/** A right guess: its slot back, and the code verified (first time kept). */
const markVerified = (db: Executor, id: number, now: Date) =>
  db
    .updateTable('otps')
    .set({ attempts: sql<number>`attempts - 1`, verified_at: sql<Date>`coalesce(verified_at, ${now})` })
    .where('id', '=', id)
    .execute();

/** Uses the code up if nobody did; false when it was already used. */
async function consume(db: Executor, id: number, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export const otpsRepository = () => ({
  lastSentAt,
  consumeUnused,
  insert,
  latestUnused,
  takeAttempt,
  markVerified,
  consume,
});
export type OtpsRepository = ReturnType<typeof otpsRepository>;

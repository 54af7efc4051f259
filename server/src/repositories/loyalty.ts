/**
 * Loyalty points: an append-only ledger (loyalty_transactions) whose running sum is users.loyalty_point. Each
 * movement changes the total with one UPDATE and appends its ledger row in the same transaction, as the wallet
 * does (ledger-page.ts moveBalance); a debit is conditional, so parallel spends can never take the total below zero.
 */
import { sql, type Transaction } from 'kysely';
import { inTransaction, type Executor } from '../db/connect';
import type { Database } from '../db/schema';
import { ledgerPage, moveBalance } from './ledger-page';

export interface PointsMovement {
  userId: number;
  points: number;
  type: string;
  reference: string | null;
  now: Date;
}

async function appendLedger(
  tx: Transaction<Database>,
  m: PointsMovement,
  amounts: { credit: number; debit: number },
  balance: number,
) {
  return tx
    .insertInto('loyalty_transactions')
    .values({
      user_id: m.userId,
      ...amounts,
      balance,
      transaction_type: m.type,
      reference: m.reference,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Adds points; the new total, or undefined when there is no such user (nothing written). */
const credit = (db: Executor, m: PointsMovement) =>
  inTransaction(db, async (tx) => {
    const points = await moveBalance(tx, 'loyalty_point', m.userId, m.points);
    if (points === undefined) return undefined;
    await appendLedger(tx, m, { credit: m.points, debit: 0 }, points);
    return points;
  });

/**
 * Takes points if the customer holds them: the total left and the ledger row's id, or undefined when the total is
 * short (nothing written).
 */
const debit = (db: Executor, m: PointsMovement) =>
  inTransaction(db, async (tx) => {
    const points = await moveBalance(tx, 'loyalty_point', m.userId, -m.points);
    if (points === undefined) return undefined;
    const entry = await appendLedger(tx, m, { credit: 0, debit: m.points }, points);
    return { points, entryId: entry.id };
  });

/** The customer's points, with their user row locked for the caller's transaction (read and write then agree). */
async function heldForUpdate(tx: Transaction<Database>, userId: number): Promise<number> {
  const user = await tx
    .selectFrom('users')
    .select('loyalty_point')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return user.loyalty_point;
}

/** The first ledger row of this type and reference for the customer, if any. */
const entry = (db: Executor, userId: number, type: string, reference: string) =>
  db
    .selectFrom('loyalty_transactions')
    .select(['id', 'credit'])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', type)
    .where('reference', '=', reference)
    .executeTakeFirst();

/** The points credited with this type and reference (0 when none). */
async function credited(db: Executor, userId: number, type: string, reference: string): Promise<number> {
  const row = await db
    .selectFrom('loyalty_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit'), sql<number>`0`).as('n'))
    .where('user_id', '=', userId)
    .where('reference', '=', reference)
    .where('transaction_type', '=', type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, paged. */
const transactions = (db: Executor, userId: number, page: { limit: number; skip: number }) =>
  ledgerPage(db, 'loyalty_transactions', userId, page);

export const loyaltyRepository = () => ({ credit, debit, heldForUpdate, entry, credited, transactions });
export type LoyaltyRepository = ReturnType<typeof loyaltyRepository>;

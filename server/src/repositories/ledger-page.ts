import { sql } from 'kysely';
import type { Executor } from '../db/connect';

/** The customer ledgers (wallet and loyalty points): append-only rows of one user, read newest first. */
export type LedgerTable = 'wallet_transactions' | 'loyalty_transactions';

/** A page of one customer's ledger, newest first, with the ledger's row count. */
export async function ledgerPage<T extends LedgerTable>(
  db: Executor,
  table: T,
  userId: number,
  page: { limit: number; skip: number },
) {
  // (Kysely cannot narrow a generic table name: both ledgers have these columns, the casts say so)
  const from = db.selectFrom(table as LedgerTable);
  const total = await from
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await from
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
  return { total: total.n, rows };
}

/** The `users` column holding each ledger's running total. */
export type BalanceColumn = 'wallet_balance_minor' | 'loyalty_point';

/**
 * Moves a customer's running total by `delta` with one UPDATE, in the transaction that appends the ledger row; a
 * debit (`delta` < 0) only while the total covers it, so parallel spends can never take it below zero. The new
 * total, or undefined when there is no such user or the total is short (nothing changed).
 */
export async function moveBalance(
  tx: Executor,
  column: BalanceColumn,
  userId: number,
  delta: number,
): Promise<number | undefined> {
  let update = tx
    .updateTable('users')
    .set((eb) => ({ [column]: eb(column, '+', delta) }))
    .where('id', '=', userId);
  if (delta < 0) update = update.where(column, '>=', -delta);
  const row = await update.returning(column).executeTakeFirst();
  return row?.[column];
}

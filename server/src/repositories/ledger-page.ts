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

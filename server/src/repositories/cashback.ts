/**
 * Cashback offers and the orders that took one (migration 0760). An offer's per-customer limit counts the customer's
 * standing orders that carry it; placing, the offer row is locked so parallel orders count one after the other.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/connect';

/** The offers running on `today` (YYYY-MM-DD), oldest first; `lock` locks them for the caller's transaction. */
function running(db: Executor, today: string, lock = false) {
  let query = db
    .selectFrom('cashback_offers')
    .selectAll()
    .where('status', '=', true)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('id');
  if (lock) query = query.forUpdate();
  return query.execute();
}

/** How many of the customer's standing orders took each of these offers. */
async function usesByUser(db: Executor, userId: number, offerIds: number[]): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['cashback_offer_id', sql<number>`count(*)::int`.as('n')])
    .where('user_id', '=', userId)
    .where('cashback_offer_id', 'in', offerIds)
    .where('order_status', 'not in', ['canceled', 'failed'])
    .groupBy('cashback_offer_id')
    .execute();
  return new Map(rows.map((r) => [r.cashback_offer_id!, r.n]));
}

export const cashbackRepository = () => ({ running, usesByUser });
export type CashbackRepository = ReturnType<typeof cashbackRepository>;

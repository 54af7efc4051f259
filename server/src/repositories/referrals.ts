/**
 * Referrals: who signed up with whose code, and the order that paid the reward. A reward is claimed and revoked
 * with conditional UPDATEs, so racing payments or cancellations move it once.
 */
import { sql, type Transaction } from 'kysely';
import type { Executor } from '../db/connect';
import type { Database } from '../db/schema';

/** Remembers the code's owner (the first code a customer used stays). */
const record = (db: Executor, referrerId: number, referredId: number) =>
  db
    .insertInto('referrals')
    .values({ referred_id: referredId, referrer_id: referrerId, rewarded_at: null, reward_order_id: null })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .execute();

/** Marks the customer's referral rewarded if it was not yet: its referrer, or undefined when there is none to pay. */
const claim = (tx: Transaction<Database>, referredId: number, now: Date) =>
  tx
    .updateTable('referrals')
    .set({ rewarded_at: now })
    .where('referred_id', '=', referredId)
    .where('rewarded_at', 'is', null)
    .returning('referrer_id')
    .executeTakeFirst();

/**
 * How many of the referrer's referrals an order has paid. The referrer's user row is locked first, so two payments
 * for the same referrer count one after the other.
 */
async function paidCountLocked(tx: Transaction<Database>, referrerId: number): Promise<number> {
  await tx.selectFrom('users').select('id').where('id', '=', referrerId).forUpdate().executeTakeFirst();
  const paid = await tx
    .selectFrom('referrals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('referrer_id', '=', referrerId)
    .where('reward_order_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return paid.n;
}

const setRewardOrder = (tx: Transaction<Database>, referredId: number, orderId: number) =>
  tx.updateTable('referrals').set({ reward_order_id: orderId }).where('referred_id', '=', referredId).execute();

/** Un-rewards the referral this order paid: who was paid, or undefined when it paid none. */
const revoke = (tx: Transaction<Database>, orderId: number) =>
  tx
    .updateTable('referrals')
    .set({ rewarded_at: null, reward_order_id: null })
    .where('reward_order_id', '=', orderId)
    .returning(['referrer_id', 'referred_id'])
    .executeTakeFirst();

async function referredCount(db: Executor, referrerId: number): Promise<number> {
  const n = await db
    .selectFrom('referrals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return n.n;
}

export const referralsRepository = () => ({ record, claim, paidCountLocked, setRewardOrder, revoke, referredCount });
export type ReferralsRepository = ReturnType<typeof referralsRepository>;

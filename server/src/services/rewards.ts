/**
 * Loyalty points and referral rewards. Points are an append-only ledger (loyalty_transactions) whose running sum
 * is users.loyalty_point, moved with one conditional UPDATE per entry, as the wallet does. The rates live in the
 * `rewards` settings row; these defaults apply without one.
 */
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { cancellationSettlement, orderLoyaltyPoints, pointsToMinor, pointsToRevoke } from '@mart/domain';
import type { AppContext } from '../context';
import { inTransaction, type Executor } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { businessSettingsIn } from './settings';

export interface RewardSettings {
  /** points that make one currency unit */
  loyalty_point_exchange_rate: number;
  /** fewest points converted at a time */
  loyalty_point_minimum_point: number;
  /** points per 100 currency units of a paid order (orderLoyaltyPoints) */
  loyalty_point_item_purchase_point: number;
  /** wallet credit, in minor units, to a code's owner per referred sign-up */
  ref_earning_minor: number;
  /** welcome points for the customer who signed up with a code */
  ref_new_customer_points: number;
  /** how many referred customers pay their referrer at most (a cap on what throwaway accounts can farm) */
  ref_max_rewards_per_referrer: number;
}

export const DEFAULT_REWARDS: RewardSettings = {
  loyalty_point_exchange_rate: 10,
  loyalty_point_minimum_point: 100,
  loyalty_point_item_purchase_point: 1,
  ref_earning_minor: 50_000,
  ref_new_customer_points: 200,
  ref_max_rewards_per_referrer: 20,
};

/** The rates; inside a transaction pass it as `db` (the embedded database has one connection). */
export async function rewardSettings(ctx: AppContext, db: Executor = ctx.db): Promise<RewardSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'rewards').executeTakeFirst();
  return { ...DEFAULT_REWARDS, ...(row?.value as Partial<RewardSettings> | undefined) };
}

/** Adds points; returns the new total. */
export async function earnPoints(
  db: Executor,
  userId: number,
  points: number,
  type: string,
  reference: string | null,
  now: Date,
): Promise<number> {
  if (!Number.isInteger(points) || points <= 0) throw badRequest('point', 'Points must be a positive whole number.');
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable('users')
      .set({ loyalty_point: sql<number>`loyalty_point + ${points}` })
      .where('id', '=', userId)
      .returning('loyalty_point')
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'not_found', 'User not found.');
    await tx
      .insertInto('loyalty_transactions')
      .values({
        user_id: userId,
        credit: points,
        debit: 0,
        balance: row.loyalty_point,
        transaction_type: type,
        reference,
        created_at: now,
      })
      .execute();
    return row.loyalty_point;
  });
}

/**
 * Points → wallet at the configured rate, in one transaction: the points leave only if the customer has them
 * (parallel conversions cannot overdraw), and the wallet gets the exact minor-unit amount (rounded down, so a
 * conversion never creates money from rounding). Both ledger rows name the conversion by the points row's id.
 */
export async function convertPoints(
  ctx: AppContext,
  userId: number,
  points: number,
): Promise<{ amountMinor: number; points: number }> {
  const s = await rewardSettings(ctx);
  if (!Number.isInteger(points) || points <= 0) throw badRequest('point', 'Points must be a positive whole number.');
  if (points < s.loyalty_point_minimum_point) {
    throw badRequest('point', `The minimum is ${s.loyalty_point_minimum_point} points.`);
  }
  const amountMinor = pointsToMinor(points, s.loyalty_point_exchange_rate);
  if (amountMinor <= 0) throw badRequest('point', 'Too few points to convert.');
  const now = ctx.clock.now();
  const left = await ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('users')
      .set({ loyalty_point: sql<number>`loyalty_point - ${points}` })
      .where('id', '=', userId)
      .where('loyalty_point', '>=', points)
      .returning('loyalty_point')
      .executeTakeFirst();
    if (!row) throw badRequest('point', 'You do not have enough points.');
    const entry = await tx
      .insertInto('loyalty_transactions')
      .values({
        user_id: userId,
        credit: 0,
        debit: points,
        balance: row.loyalty_point,
        transaction_type: 'point_to_wallet',
        reference: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.repos.wallet.credit(tx, { userId, amountMinor, type: 'loyalty_point', reference: `points:${entry.id}` });
    return row.loyalty_point;
  });
  return { amountMinor, points: left };
}

/**
 * Takes up to `points` from the customer (never below zero) with a ledger row; returns what it took. The caller
 * holds the transaction; the user row is locked so the read and the write agree.
 */
async function takePoints(
  tx: Transaction<Database>,
  userId: number,
  points: number,
  type: string,
  reference: string,
  now: Date,
): Promise<{ taken: number; held: number }> {
  const user = await tx
    .selectFrom('users')
    .select('loyalty_point')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const taken = pointsToRevoke(points, user.loyalty_point);
  if (taken === 0) return { taken, held: user.loyalty_point };
  const row = await tx
    .updateTable('users')
    .set({ loyalty_point: sql<number>`loyalty_point - ${taken}` })
    .where('id', '=', userId)
    .returning('loyalty_point')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('loyalty_transactions')
    .values({
      user_id: userId,
      credit: 0,
      debit: taken,
      balance: row.loyalty_point,
      transaction_type: type,
      reference,
      created_at: now,
    })
    .execute();
  return { taken, held: user.loyalty_point };
}

/**
 * At sign-up a referral code is only remembered: paying at sign-up let throwaway accounts farm the referrer's
 * wallet. The reward waits for the referred customer's first paid order (rewardReferral).
 */
export async function recordReferral(ctx: AppContext, referrerId: number, referredId: number): Promise<void> {
  if (referrerId === referredId) return;
  await ctx.db
    .insertInto('referrals')
    .values({ referred_id: referredId, referrer_id: referrerId, rewarded_at: null, reward_order_id: null })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .execute();
}

/**
 * The referred customer's first paid order pays the code's owner (wallet) and the new customer (welcome points),
 * once: the referral row flips from unrewarded with a conditional UPDATE, and the referrer's row is locked while
 * their paid referrals are counted against `ref_max_rewards_per_referrer`. Runs in the payment's transaction.
 */
export async function rewardReferral(
  tx: Transaction<Database>,
  ctx: AppContext,
  order: { id: number; user_id: number | null },
): Promise<void> {
  if (!order.user_id) return;
  const now = ctx.clock.now();
  const referral = await tx
    .updateTable('referrals')
    .set({ rewarded_at: now })
    .where('referred_id', '=', order.user_id)
    .where('rewarded_at', 'is', null)
    .returning('referrer_id')
    .executeTakeFirst();
  if (!referral) return;
  const business = await businessSettingsIn(tx);
  if (!Number(business.customer_wallet_status) || !Number(business.ref_earning_status)) return;
  const s = await rewardSettings(ctx, tx);
  await tx.selectFrom('users').select('id').where('id', '=', referral.referrer_id).forUpdate().executeTakeFirst();
  const paid = await tx
    .selectFrom('referrals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('referrer_id', '=', referral.referrer_id)
    .where('reward_order_id', 'is not', null)
    .executeTakeFirstOrThrow();
  if (paid.n >= s.ref_max_rewards_per_referrer) return;
  await tx
    .updateTable('referrals')
    .set({ reward_order_id: order.id })
    .where('referred_id', '=', order.user_id)
    .execute();
  const reference = `order:${order.id}`;
  if (s.ref_earning_minor > 0)
    await ctx.repos.wallet.credit(tx, {
      userId: referral.referrer_id,
      amountMinor: s.ref_earning_minor,
      type: 'referral',
      reference,
    });
  if (s.ref_new_customer_points > 0)
    await earnPoints(tx, order.user_id, s.ref_new_customer_points, 'welcome', reference, now);
}

/**
 * The order that paid a referral is canceled: the reward is taken back (from what the referrer's wallet and the
 * customer's points still hold) and the referral waits for the next paid order again.
 */
async function revokeReferral(tx: Transaction<Database>, ctx: AppContext, orderId: number): Promise<void> {
  const referral = await tx
    .updateTable('referrals')
    .set({ rewarded_at: null, reward_order_id: null })
    .where('reward_order_id', '=', orderId)
    .returning(['referrer_id', 'referred_id'])
    .executeTakeFirst();
  if (!referral) return;
  const reference = `order:${orderId}`;
  const { wallet } = ctx.repos;
  const credited = await wallet.movement(tx, referral.referrer_id, 'referral', reference);
  if (credited) {
    const balance = await wallet.balance(tx, referral.referrer_id);
    const amountMinor = Math.min(balance, credited.credit_minor);
    if (amountMinor > 0)
      await wallet.debit(tx, { userId: referral.referrer_id, amountMinor, type: 'referral_reversal', reference });
  }
  const welcome = await tx
    .selectFrom('loyalty_transactions')
    .select('credit')
    .where('user_id', '=', referral.referred_id)
    .where('transaction_type', '=', 'welcome')
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (welcome) await takePoints(tx, referral.referred_id, welcome.credit, 'welcome_cancel', reference, ctx.clock.now());
}

/** A paid order of a signed-in customer earns points once (reference `order:<id>`); returns what it earned. */
export async function awardOrderPoints(
  tx: Transaction<Database>,
  ctx: AppContext,
  order: { id: number; user_id: number | null; order_amount_minor: number },
): Promise<number> {
  if (!order.user_id) return 0;
  const settings = await rewardSettings(ctx, tx);
  const points = orderLoyaltyPoints(order.order_amount_minor, settings.loyalty_point_item_purchase_point);
  if (points === 0) return 0;
  const reference = `order:${order.id}`;
  const already = await tx
    .selectFrom('loyalty_transactions')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('reference', '=', reference)
    .where('transaction_type', '=', 'order_place')
    .executeTakeFirst();
  if (already) return 0;
  await earnPoints(tx, order.user_id, points, 'order_place', reference, ctx.clock.now());
  return points;
}

/**
 * A canceled paid order gives back everything it earned: its points (those the customer converted or spent are
 * kept back from the refund at their value, cancellationSettlement) and the referral it paid. Returns what goes
 * back to the wallet out of `paidMinor`.
 */
export async function settleCanceledOrder(
  tx: Transaction<Database>,
  ctx: AppContext,
  order: { id: number; user_id: number | null },
  paidMinor: number,
): Promise<number> {
  if (!order.user_id) return paidMinor;
  const reference = `order:${order.id}`;
  const earned = await tx
    .selectFrom('loyalty_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit'), sql<number>`0`).as('n'))
    .where('user_id', '=', order.user_id)
    .where('reference', '=', reference)
    .where('transaction_type', '=', 'order_place')
    .executeTakeFirstOrThrow();
  const s = await rewardSettings(ctx, tx);
  const { held } = await takePoints(tx, order.user_id, Number(earned.n), 'order_cancel', reference, ctx.clock.now());
  const settlement = cancellationSettlement({
    paidMinor,
    earnedPoints: Number(earned.n),
    heldPoints: held,
    exchangeRate: s.loyalty_point_exchange_rate,
  });
  await revokeReferral(tx, ctx, order.id);
  return settlement.refundMinor;
}

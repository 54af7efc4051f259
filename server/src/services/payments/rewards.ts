/**
 * Loyalty points and referral rewards. Points are an append-only ledger (loyalty_transactions) whose running sum
 * is users.loyalty_point, moved with one conditional UPDATE per entry, as the wallet does. The rates live in the
 * `rewards` settings row; these defaults apply without one.
 */
import type { Transaction } from 'kysely';
import { cancellationSettlement, orderLoyaltyPoints, pointsToMinor, pointsToRevoke } from '@mart/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { Database } from '../../db/schema';
import { ApiError, badRequest } from '../../errors';
import type { PointsMovement } from '../../repositories/loyalty';
import { businessSettingsIn } from '../catalog/settings';

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
  const stored = (await ctx.repos.settings.value(db, 'rewards')) as Partial<RewardSettings> | undefined;
  return { ...DEFAULT_REWARDS, ...stored };
}

function checkPoints(points: number): void {
  if (!Number.isInteger(points) || points <= 0) throw badRequest('point', 'Points must be a positive whole number.');
}

/** Adds points; returns the new total. */
export async function earnPoints(ctx: AppContext, db: Executor, movement: PointsMovement): Promise<number> {
  checkPoints(movement.points);
  const total = await ctx.repos.loyalty.credit(db, movement);
  if (total === undefined) throw new ApiError(404, 'not_found', 'User not found.');
  return total;
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
  checkPoints(points);
  if (points < s.loyalty_point_minimum_point) {
    throw badRequest('point', `The minimum is ${s.loyalty_point_minimum_point} points.`);
  }
  const amountMinor = pointsToMinor(points, s.loyalty_point_exchange_rate);
  if (amountMinor <= 0) throw badRequest('point', 'Too few points to convert.');
  const now = ctx.clock.now();
  const left = await ctx.db.transaction().execute(async (tx) => {
    const spent = await ctx.repos.loyalty.debit(tx, { userId, points, type: 'point_to_wallet', reference: null, now });
    if (!spent) throw badRequest('point', 'You do not have enough points.');
    await ctx.repos.wallet.credit(tx, {
      userId,
      amountMinor,
      type: 'loyalty_point',
      reference: `points:${spent.entryId}`,
    });
    return spent.points;
  });
  return { amountMinor, points: left };
}

/**
 * Takes up to `points` from the customer (never below zero) with a ledger row; returns what it took and what the
 * customer held. The caller holds the transaction; the user row is locked so the read and the write agree.
 */
async function takePoints(
  tx: Transaction<Database>,
  ctx: AppContext,
  movement: PointsMovement,
): Promise<{ taken: number; held: number }> {
  const { loyalty } = ctx.repos;
  const held = await loyalty.heldForUpdate(tx, movement.userId);
  const taken = pointsToRevoke(movement.points, held);
  if (taken > 0) await loyalty.debit(tx, { ...movement, points: taken });
  return { taken, held };
}

/**
 * At sign-up a referral code is only remembered: paying at sign-up let throwaway accounts farm the referrer's
 * wallet. The reward waits for the referred customer's first paid order (rewardReferral).
 */
export async function recordReferral(ctx: AppContext, referrerId: number, referredId: number): Promise<void> {
  if (referrerId === referredId) return;
  await ctx.repos.referrals.record(ctx.db, referrerId, referredId);
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
  const { referrals } = ctx.repos;
  const now = ctx.clock.now();
  const referral = await referrals.claim(tx, order.user_id, now);
  if (!referral) return;
  const business = await businessSettingsIn(ctx, tx);
  if (!Number(business.customer_wallet_status) || !Number(business.ref_earning_status)) return;
  const s = await rewardSettings(ctx, tx);
  if ((await referrals.paidCountLocked(tx, referral.referrer_id)) >= s.ref_max_rewards_per_referrer) return;
  await referrals.setRewardOrder(tx, order.user_id, order.id);
  const reference = `order:${order.id}`;
  if (s.ref_earning_minor > 0)
    await ctx.repos.wallet.credit(tx, {
      userId: referral.referrer_id,
      amountMinor: s.ref_earning_minor,
      type: 'referral',
      reference,
    });
  if (s.ref_new_customer_points > 0)
    await earnPoints(ctx, tx, {
      userId: order.user_id,
      points: s.ref_new_customer_points,
      type: 'welcome',
      reference,
      now,
    });
}

/**
 * The order that paid a referral is canceled: the reward is taken back (from what the referrer's wallet and the
 * customer's points still hold) and the referral waits for the next paid order again.
 */
async function revokeReferral(tx: Transaction<Database>, ctx: AppContext, orderId: number): Promise<void> {
  const referral = await ctx.repos.referrals.revoke(tx, orderId);
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
  const welcome = await ctx.repos.loyalty.entry(tx, referral.referred_id, 'welcome', reference);
  if (welcome)
    await takePoints(tx, ctx, {
      userId: referral.referred_id,
      points: welcome.credit,
      type: 'welcome_cancel',
      reference,
      now: ctx.clock.now(),
    });
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
  if (await ctx.repos.loyalty.entry(tx, order.user_id, 'order_place', reference)) return 0;
  await earnPoints(ctx, tx, { userId: order.user_id, points, type: 'order_place', reference, now: ctx.clock.now() });
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
  const earned = await ctx.repos.loyalty.credited(tx, order.user_id, 'order_place', reference);
  const s = await rewardSettings(ctx, tx);
  const { held } = await takePoints(tx, ctx, {
    userId: order.user_id,
    points: earned,
    type: 'order_cancel',
    reference,
    now: ctx.clock.now(),
  });
  const settlement = cancellationSettlement({
    paidMinor,
    earnedPoints: earned,
    heldPoints: held,
    exchangeRate: s.loyalty_point_exchange_rate,
  });
  await revokeReferral(tx, ctx, order.id);
  return settlement.refundMinor;
}

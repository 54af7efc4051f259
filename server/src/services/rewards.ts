/**
 * Loyalty points and referral rewards. Points are an append-only ledger (loyalty_transactions) whose running sum
 * is users.loyalty_point, moved with one conditional UPDATE per entry, as the wallet does. The rates live in the
 * `rewards` settings row; these defaults apply without one.
 */
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { orderLoyaltyPoints, pointsToRevoke } from '@mart/domain';
import type { AppContext } from '../context';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { businessSettings } from './settings';
import { creditWallet } from './wallet';

type Executor = Db | Transaction<Database>;

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
}

export const DEFAULT_REWARDS: RewardSettings = {
  loyalty_point_exchange_rate: 10,
  loyalty_point_minimum_point: 100,
  loyalty_point_item_purchase_point: 1,
  ref_earning_minor: 50_000,
  ref_new_customer_points: 200,
};

/** The rates; inside a transaction pass it as `db` (the embedded database has one connection). */
export async function rewardSettings(ctx: AppContext, db: Executor = ctx.db): Promise<RewardSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'rewards').executeTakeFirst();
  return { ...DEFAULT_REWARDS, ...(row?.value as Partial<RewardSettings> | undefined) };
}

async function inTransaction<T>(db: Executor, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : (db as Db).transaction().execute(work);
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
 * conversion never creates money from rounding).
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
  const amountMinor = Math.floor((points * 100) / s.loyalty_point_exchange_rate);
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
    await tx
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
      .execute();
    await creditWallet(tx, { userId, amountMinor, type: 'loyalty_point', reference: `points:${points}` });
    return row.loyalty_point;
  });
  return { amountMinor, points: left };
}

/**
 * SPEC §4/issue 4 "Referral code on sign-up credits both sides per config": the code's owner earns wallet money,
 * the new customer welcome points. Only when wallet and referral earning are on; once per referred customer.
 */
export async function creditReferral(ctx: AppContext, referrerId: number, referredId: number): Promise<void> {
  const business = await businessSettings(ctx);
  if (!business.customer_wallet_status || !business.ref_earning_status || referrerId === referredId) return;
  const s = await rewardSettings(ctx);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('referrals')
      .values({ referred_id: referredId, referrer_id: referrerId })
      .onConflict((oc) => oc.column('referred_id').doNothing())
      .returning('referred_id')
      .executeTakeFirst();
    if (!inserted) return;
    if (s.ref_earning_minor > 0)
      await creditWallet(tx, {
        userId: referrerId,
        amountMinor: s.ref_earning_minor,
        type: 'referral',
        reference: `user:${referredId}`,
      });
    if (s.ref_new_customer_points > 0)
      await earnPoints(tx, referredId, s.ref_new_customer_points, 'welcome', `referrer:${referrerId}`, now);
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
  const already = await tx
    .selectFrom('loyalty_transactions')
    .select('id')
    .where('reference', '=', reference)
    .where('transaction_type', '=', 'order_place')
    .executeTakeFirst();
  if (already) return 0;
  await earnPoints(tx, order.user_id, points, 'order_place', reference, ctx.clock.now());
  return points;
}

/** A canceled paid order gives back the points it earned, as far as the customer still has them. */
export async function revokeOrderPoints(
  tx: Transaction<Database>,
  ctx: AppContext,
  order: { id: number; user_id: number | null },
): Promise<number> {
  if (!order.user_id) return 0;
  const reference = `order:${order.id}`;
  const earned = await tx
    .selectFrom('loyalty_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credit'), sql<number>`0`).as('n'))
    .where('reference', '=', reference)
    .where('transaction_type', '=', 'order_place')
    .executeTakeFirstOrThrow();
  const user = await tx
    .selectFrom('users')
    .select('loyalty_point')
    .where('id', '=', order.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const points = pointsToRevoke(Number(earned.n), user.loyalty_point);
  if (points === 0) return 0;
  const row = await tx
    .updateTable('users')
    .set({ loyalty_point: sql<number>`loyalty_point - ${points}` })
    .where('id', '=', order.user_id)
    .returning('loyalty_point')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('loyalty_transactions')
    .values({
      user_id: order.user_id,
      credit: 0,
      debit: points,
      balance: row.loyalty_point,
      transaction_type: 'order_cancel',
      reference,
      created_at: ctx.clock.now(),
    })
    .execute();
  return points;
}

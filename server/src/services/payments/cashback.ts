/**
 * Cashback offers (SPEC §7 cashback calls, issue 45): the offer a signed-in customer's order earns (@mart/domain
 * bestCashback over the running offers they have not used up), promised at checkout, stored with the order and
 * credited to the wallet once when the order is delivered. Guests have no wallet: nothing is promised to them.
 */
import { bestCashback, fromMinor, utcDate, type CashbackOffer } from '@mart/domain';
import type { Static } from '@sinclair/typebox';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { CashbackOfferRow, Database, OrderRow } from '../../db/schema';
import { tr, type Lang } from '../../i18n';
import type { Cashback } from '../../schemas/pricing';
import type { BusinessSettings } from '../../model/settings';

const today = (ctx: AppContext) => utcDate(ctx.clock.now());

export function cashbackOfferOf(row: CashbackOfferRow): CashbackOffer & { row: CashbackOfferRow } {
  return {
    id: row.id,
    cashback_type: row.cashback_type,
    cashback_amount: row.cashback_type === 'percent' ? row.value_x100 / 100 : fromMinor(row.value_x100),
    min_purchase: fromMinor(row.min_purchase_minor),
    max_discount: fromMinor(row.max_discount_minor),
    same_user_limit: row.same_user_limit,
    row,
  };
}

export function presentCashback(lang: Lang, row: CashbackOfferRow): Static<typeof Cashback> {
  const offer = cashbackOfferOf(row);
  return {
    id: row.id,
    title: tr(lang, row.title, row.i18n, 'title'),
    cashback_type: row.cashback_type,
    cashback_amount: Number(offer.cashback_amount),
    min_purchase: Number(offer.min_purchase),
    max_discount: Number(offer.max_discount),
    start_date: row.start_date,
    end_date: row.end_date,
    same_user_limit: row.same_user_limit,
  };
}

/** The running offers (the customer's list). */
export async function runningCashback(ctx: AppContext, db: Executor = ctx.db) {
  return ctx.repos.cashback.running(db, today(ctx));
}

/**
 * What an order of `amountMinor` earns this customer, or null (a guest, the wallet switched off, no offer). Placing
 * (`tx`), the offers are locked first, so parallel orders of one customer count an offer's uses one after another.
 */
export async function cashbackFor(
  ctx: AppContext,
  db: Executor,
  userId: number | null,
  amountMinor: number,
  config: Pick<BusinessSettings, 'customer_wallet_status'>,
  tx?: Transaction<Database>,
): Promise<{ offer: CashbackOfferRow; amountMinor: number } | null> {
  if (userId === null || !Number(config.customer_wallet_status)) return null;
  const rows = await ctx.repos.cashback.running(tx ?? db, today(ctx), Boolean(tx));
  if (rows.length === 0) return null;
  const uses = await ctx.repos.cashback.usesByUser(
    tx ?? db,
    userId,
    rows.map((r) => r.id),
  );
  const best = bestCashback(rows.map(cashbackOfferOf), amountMinor, (id) => uses.get(id) ?? 0);
  return best && { offer: best.offer.row, amountMinor: best.amountMinor };
}

/** Delivery pays the promised cashback into the wallet, once: the ledger names it `cashback` / `order:<id>`. */
export async function creditCashback(tx: Transaction<Database>, ctx: AppContext, order: OrderRow): Promise<void> {
  if (!order.user_id || order.cashback_minor <= 0) return;
  await ctx.repos.wallet.credit(tx, {
    userId: order.user_id,
    amountMinor: order.cashback_minor,
    type: 'cashback',
    reference: `order:${order.id}`,
  });
}

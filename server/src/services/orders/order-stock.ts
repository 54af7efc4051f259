/** The stock a store order's lines hold: reserved when it is placed, released when it is canceled or fails. */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import type { Quote } from './order-pricing';

/**
 * Reserves stock for every line, in the order's transaction. The items are locked before they are read, so on
 * PostgreSQL parallel orders for the last units queue on the rows and the later ones see the reduced stock.
 * Food items do not track stock (SPEC §5, domain rule).
 */
export async function reserveStock(tx: Transaction<Database>, ctx: AppContext, quote: Quote) {
  const { stock } = ctx.repos;
  const tracked = quote.rows.filter((_, i) => quote.sources[i]!.item.module_type !== 'food');
  await stock.lockItems(
    tx,
    tracked.map((r) => r.item_id),
  );
  for (const row of tracked) {
    const item = await stock.levels(tx, row.item_id);
    if (item.stock < row.quantity) throw badRequest('outOfStock', 'Out of Stock');
    let variations = item.variations;
    if (row.variation_type) {
      const v = variations.find((x) => x.type === row.variation_type);
      if (v && v.stock < row.quantity) throw badRequest('outOfStock', 'Out of Stock');
      variations = variations.map((x) => (x.type === row.variation_type ? { ...x, stock: x.stock - row.quantity } : x));
    }
    await stock.setLevels(tx, item.id, item.stock - row.quantity, variations, true);
  }
}

/** Gives a canceled or failed order's stock back (the caller moved its status, once). */
export async function releaseStock(tx: Transaction<Database>, ctx: AppContext, orderId: number) {
  const { stock } = ctx.repos;
  const tracked = (await stock.orderLines(tx, orderId)).filter((l) => l.module_type !== 'food');
  await stock.lockItems(
    tx,
    tracked.map((l) => l.item_id),
  );
  for (const line of tracked) {
    const item = await stock.levels(tx, line.item_id);
    const variations = item.variations.map((x) =>
      x.type === line.variation_type ? { ...x, stock: x.stock + line.quantity } : x,
    );
    await stock.setLevels(tx, item.id, item.stock + line.quantity, variations, false);
  }
}

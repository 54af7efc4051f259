/** The stock a store order's lines hold: reserved when it is placed, released when it is canceled or fails. */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import type { Quote } from './order-pricing';

/**
 * Locks the stock-tracked items of an order in id order, so two orders sharing items always queue in the same
 * order (locking them line by line in cart order let two carts deadlock each other).
 */
async function lockItems(tx: Transaction<Database>, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await tx
    .selectFrom('items')
    .select('id')
    .where('id', 'in', [...new Set(itemIds)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Reserves stock for every line, in the order's transaction. The items are locked before they are read, so on
 * PostgreSQL parallel orders for the last units queue on the rows and the later ones see the reduced stock.
 * Food items do not track stock (SPEC §5, domain rule).
 */
export async function reserveStock(tx: Transaction<Database>, quote: Quote) {
  const tracked = quote.rows.filter((_, i) => quote.sources[i]!.item.module_type !== 'food');
  await lockItems(
    tx,
    tracked.map((r) => r.item_id),
  );
  for (const row of tracked) {
    const item = await tx
      .selectFrom('items')
      .select(['id', 'stock', 'variations'])
      .where('id', '=', row.item_id)
      .executeTakeFirstOrThrow();
    if (item.stock < row.quantity) throw badRequest('outOfStock', 'Out of Stock');
    let variations = item.variations;
    if (row.variation_type) {
      const v = variations.find((x) => x.type === row.variation_type);
      if (v && v.stock < row.quantity) throw badRequest('outOfStock', 'Out of Stock');
      variations = variations.map((x) => (x.type === row.variation_type ? { ...x, stock: x.stock - row.quantity } : x));
    }
    await tx
      .updateTable('items')
      .set({
        stock: item.stock - row.quantity,
        variations: JSON.stringify(variations),
        order_count: sql<number>`order_count + 1`,
      })
      .where('id', '=', item.id)
      .execute();
  }
}

/** Gives a canceled or failed order's stock back (the caller moved its status, once). */
export async function releaseStock(tx: Transaction<Database>, orderId: number) {
  const lines = await tx
    .selectFrom('order_items')
    .innerJoin('items', 'items.id', 'order_items.item_id')
    .innerJoin('modules', 'modules.id', 'items.module_id')
    .select(['order_items.item_id', 'order_items.quantity', 'order_items.variation_type', 'modules.module_type'])
    .where('order_id', '=', orderId)
    .execute();
  const tracked = lines.filter((l) => l.module_type !== 'food');
  await lockItems(
    tx,
    tracked.map((l) => l.item_id),
  );
  for (const line of tracked) {
    const item = await tx
      .selectFrom('items')
      .select(['stock', 'variations'])
      .where('id', '=', line.item_id)
      .executeTakeFirstOrThrow();
    const variations = item.variations.map((x) =>
      x.type === line.variation_type ? { ...x, stock: x.stock + line.quantity } : x,
    );
    await tx
      .updateTable('items')
      .set({ stock: item.stock + line.quantity, variations: JSON.stringify(variations) })
      .where('id', '=', line.item_id)
      .execute();
  }
}

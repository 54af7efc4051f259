/**
 * Item stock as store orders move it. Every method runs in the order's transaction: the rows are locked in id
 * order before they are read, so parallel orders sharing items queue on them in the same order and never deadlock.
 */
import { sql, type Transaction } from 'kysely';
import type { Database, Variation } from '../db/schema';

type Tx = Transaction<Database>;

/** Locks these items (each once, in id order) for the caller's transaction. */
async function lockItems(tx: Tx, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .selectFrom('items')
    .select('id')
    .where('id', 'in', [...new Set(itemIds)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

const levels = (tx: Tx, itemId: number) =>
  tx.selectFrom('items').select(['id', 'stock', 'variations']).where('id', '=', itemId).executeTakeFirstOrThrow();

/** Writes an item's new stock (`ordered`: one more order counts it). */
const setLevels = (tx: Tx, itemId: number, stock: number, variations: Variation[], ordered: boolean) =>
  tx
    .updateTable('items')
    .set({
      stock,
      variations: JSON.stringify(variations),
      ...(ordered ? { order_count: sql<number>`order_count + 1` } : {}),
    })
    .where('id', '=', itemId)
    .execute();

/** An order's lines with their module type (food tracks no stock). */
const orderLines = (tx: Tx, orderId: number) =>
  tx
    .selectFrom('order_items')
    .innerJoin('items', 'items.id', 'order_items.item_id')
    .innerJoin('modules', 'modules.id', 'items.module_id')
    .select(['order_items.item_id', 'order_items.quantity', 'order_items.variation_type', 'modules.module_type'])
    .where('order_id', '=', orderId)
    .execute();

export const stockRepository = () => ({ lockItems, levels, setLevels, orderLines });
export type StockRepository = ReturnType<typeof stockRepository>;

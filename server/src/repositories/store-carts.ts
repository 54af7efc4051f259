/**
 * Store carts: the owner's lines. Placing an order reads them locked (FOR UPDATE, in cart order), so parallel
 * placements of one cart take turns and every later one finds it already emptied.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { inTransaction, type Executor } from '../db/connect';
import type { StoreCartItemsTable } from '../db/schema';
import type { CartOwner } from '../services/store-cart';

/** The owner's cart lines in cart order; `lock` (inside a transaction) holds them until it ends. */
function lines(db: Executor, owner: CartOwner, lock = false) {
  const query = db.selectFrom('store_cart_items').selectAll();
  const mine = (
    owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId)
  ).orderBy('id');
  return (lock ? mine.forUpdate() : mine).execute();
}

/** One line by id, whoever owns it (the caller checks). */
const line = (db: Executor, id: number) =>
  db.selectFrom('store_cart_items').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether a guest's cart holds anything. */
async function guestHasLines(db: Executor, guestId: string) {
  const row = await db.selectFrom('store_cart_items').select('id').where('guest_id', '=', guestId).executeTakeFirst();
  return Boolean(row);
}

const insert = (db: Executor, row: Insertable<StoreCartItemsTable>) =>
  db.insertInto('store_cart_items').values(row).returningAll().executeTakeFirstOrThrow();

const update = (db: Executor, id: number, changes: Updateable<StoreCartItemsTable>) =>
  db.updateTable('store_cart_items').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

async function remove(db: Executor, ids: number[]) {
  if (ids.length) await db.deleteFrom('store_cart_items').where('id', 'in', ids).execute();
}

async function clear(db: Executor, owner: CartOwner) {
  const query = db.deleteFrom('store_cart_items');
  await (
    owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId)
  ).execute();
}

/**
 * The guest's lines become the user's, in one transaction; the user's own lines go first when they are from
 * another store than the guest's (one store per cart).
 */
function adoptGuestLines(db: Executor, userId: number, guestId: string, guestStoreId: number) {
  return inTransaction(db, async (tx) => {
    const mine = await tx.selectFrom('store_cart_items').select(['store_id']).where('user_id', '=', userId).execute();
    if (mine.some((r) => r.store_id !== guestStoreId))
      await tx.deleteFrom('store_cart_items').where('user_id', '=', userId).execute();
    await tx
      .updateTable('store_cart_items')
      .set({ user_id: userId, guest_id: null, updated_at: sql`now()` })
      .where('guest_id', '=', guestId)
      .execute();
  });
}

export const storeCartsRepository = () => ({
  lines,
  line,
  guestHasLines,
  insert,
  update,
  remove,
  clear,
  adoptGuestLines,
});
export type StoreCartsRepository = ReturnType<typeof storeCartsRepository>;

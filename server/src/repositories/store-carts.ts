/**
 * Store carts: the owner's lines. Placing an order reads them locked (FOR UPDATE, in cart order), so parallel
 * placements of one cart take turns and every later one finds it already emptied.
 */
import type { Executor } from '../db/connect';
import type { CartOwner } from '../services/store-cart';

/** The owner's cart lines in cart order; `lock` (inside a transaction) holds them until it ends. */
function lines(db: Executor, owner: CartOwner, lock = false) {
  const query = db.selectFrom('store_cart_items').selectAll();
  const mine = (
    owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId)
  ).orderBy('id');
  return (lock ? mine.forUpdate() : mine).execute();
}

async function remove(db: Executor, ids: number[]) {
  if (ids.length) await db.deleteFrom('store_cart_items').where('id', 'in', ids).execute();
}

export const storeCartsRepository = () => ({ lines, remove });
export type StoreCartsRepository = ReturnType<typeof storeCartsRepository>;

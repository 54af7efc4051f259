/**
 * Store carts: the owner's lines. Placing an order reads them locked (FOR UPDATE, in cart order), so parallel
 * placements of one cart take turns and every later one finds it already emptied. Editing a cart takes the
 * owner's cart lock first (cart-locks.ts), so parallel adds read and write one after the other; a line is unique per
 * owner, line key and campaign in the database (migration 0700), and written by an upsert on that key.
 */
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import type { Database, StoreCartItemsTable } from '../db/schema';
import { lockCartOwner } from './cart-locks';
import { callerKey, type Caller } from '../model/caller';

/** Locks the owner's cart (repositories/cart-locks.ts) until the transaction ends: by owner, or by its name. */
const lockOwner = (tx: Transaction<Database>, owner: Caller | string) =>
  lockCartOwner(tx, typeof owner === 'string' ? owner : callerKey(owner));

/** The owner's cart lines in cart order; `lock` (inside a transaction) holds them until it ends. */
function lines(db: Executor, owner: Caller, lock = false) {
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

/**
 * Writes the owner's line for its key: a new line, or the quantity and price of the line the key already names
 * (the caller computed the quantity under the owner's lock, so a conflict here only keeps the line single).
 */
const upsert = (db: Executor, row: Insertable<StoreCartItemsTable>) =>
  db
    .insertInto('store_cart_items')
    .values(row)
    .onConflict((oc) =>
      (row.user_id != null
        ? oc.columns(['user_id', 'line_key', 'campaign_id']).where('user_id', 'is not', null)
        : oc.columns(['guest_id', 'line_key', 'campaign_id']).where('guest_id', 'is not', null)
      ).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'),
        price_minor: eb.ref('excluded.price_minor'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

const update = (db: Executor, id: number, changes: Updateable<StoreCartItemsTable>) =>
  db.updateTable('store_cart_items').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

async function remove(db: Executor, ids: number[]) {
  if (ids.length) await db.deleteFrom('store_cart_items').where('id', 'in', ids).execute();
}

async function clear(db: Executor, owner: Caller) {
  const query = db.deleteFrom('store_cart_items');
  await (
    owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId)
  ).execute();
}

/** Moves lines to a signed-in user (a guest's lines at sign-in; the caller holds both owners' locks). */
async function giveToUser(db: Executor, ids: number[], userId: number) {
  if (ids.length)
    await db
      .updateTable('store_cart_items')
      .set({ user_id: userId, guest_id: null, updated_at: sql`now()` })
      .where('id', 'in', ids)
      .execute();
}

export const storeCartsRepository = () => ({
  lockOwner,
  lines,
  line,
  guestHasLines,
  upsert,
  update,
  remove,
  clear,
  giveToUser,
});
export type StoreCartsRepository = ReturnType<typeof storeCartsRepository>;

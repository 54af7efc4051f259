/** A customer's wishlist: items, stores, vehicles and providers, one row per (customer, kind, target). */
import type { Executor } from '../db/connect';
import type { WishlistKind } from '../db/schema';
import { VEHICLE_MODULES } from './catalog';

/** Whether the target exists and is listed (a "provider" is a store of a vehicle module, a "store" any other). */
async function targetExists(db: Executor, kind: WishlistKind, id: number): Promise<boolean> {
  const found =
    kind === 'item'
      ? await db.selectFrom('items').select('id').where('id', '=', id).where('status', '=', true).executeTakeFirst()
      : kind === 'vehicle'
        ? await db
            .selectFrom('vehicles')
            .select('id')
            .where('id', '=', id)
            .where('status', '=', true)
            .executeTakeFirst()
        : await db
            .selectFrom('stores')
            .innerJoin('modules', 'modules.id', 'stores.module_id')
            .select('stores.id')
            .where('stores.id', '=', id)
            .where('stores.status', '=', true)
            .where('modules.module_type', kind === 'provider' ? 'in' : 'not in', VEHICLE_MODULES)
            .executeTakeFirst();
  return Boolean(found);
}

/** False when the entry was there already (the unique index keeps one). */
async function add(db: Executor, userId: number, kind: WishlistKind, id: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('wishlists')
    .values({ user_id: userId, kind, target_id: id, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** False when the customer has no such entry. */
async function remove(db: Executor, userId: number, kind: WishlistKind, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlists')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
  return Boolean(result.numDeletedRows);
}

/** The targets of one kind, newest first. */
const targetIds = async (db: Executor, userId: number, kind: WishlistKind) =>
  (
    await db
      .selectFrom('wishlists')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => r.target_id);

export const wishlistsRepository = () => ({ targetExists, add, remove, targetIds });
export type WishlistsRepository = ReturnType<typeof wishlistsRepository>;

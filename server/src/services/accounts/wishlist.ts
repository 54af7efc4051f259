/** The customer's wishlist: adding and removing targets, and the lists the account pages show. */
import type { AppContext } from '../../context';
import type { WishlistKind } from '../../db/schema';
import { notFound } from '../../errors';
import type { Flavour } from '../../flavours';
import { presentItem, presentProvider, presentStore, presentVehicle, type View } from '../../present';

const TARGET_NAMES: Record<WishlistKind, string> = {
  item: 'Item',
  vehicle: 'Vehicle',
  store: 'Store',
  provider: 'Provider',
};

export async function addToWishlist(ctx: AppContext, userId: number, kind: WishlistKind, id: number) {
  const { wishlists } = ctx.repos;
  if (!(await wishlists.targetExists(ctx.db, kind, id))) throw notFound(TARGET_NAMES[kind]);
  const added = await wishlists.add(ctx.db, userId, kind, id, ctx.clock.now());
  return { message: added ? 'Successfully added to your wishlist.' : 'Already in your wishlist.' };
}

export async function removeFromWishlist(ctx: AppContext, userId: number, kind: WishlistKind, id: number) {
  // Scoped to the caller: someone else's wishlist entry is simply not found.
  if (!(await ctx.repos.wishlists.remove(ctx.db, userId, kind, id))) throw notFound('Wishlist entry');
  return { message: 'Successfully removed from your wishlist.' };
}

/** The vehicles and providers in the wishlist, of one flavour's module when given. */
export async function vehicleWishlist(ctx: AppContext, view: View, userId: number, flavour: Flavour | null) {
  const { wishlists, catalog } = ctx.repos;
  const vehicleIds = await wishlists.targetIds(ctx.db, userId, 'vehicle');
  const providerIds = await wishlists.targetIds(ctx.db, userId, 'provider');
  const moduleType = flavour?.moduleType;
  const vehicles = await catalog.vehiclesByIds(ctx.db, vehicleIds, moduleType);
  const providers = await catalog.storesByIds(ctx.db, providerIds, { moduleType });
  return {
    vehicles: vehicles.map((v) => presentVehicle(view, v)),
    providers: providers.map((p) => presentProvider(view, p)),
  };
}

/** Everything in the wishlist. */
export async function wishlist(ctx: AppContext, view: View, userId: number) {
  const { wishlists, catalog } = ctx.repos;
  const items = await catalog.itemsByIds(ctx.db, await wishlists.targetIds(ctx.db, userId, 'item'));
  const stores = await catalog.storesByIds(ctx.db, await wishlists.targetIds(ctx.db, userId, 'store'));
  const addOns = await catalog.addOnsByIds(ctx.db, [...new Set(items.flatMap((i) => i.add_on_ids))]);
  return {
    item: items.map((i) => presentItem(view, i, addOns)),
    store: stores.map((s) => presentStore(view, s)),
    ...(await vehicleWishlist(ctx, view, userId, null)),
  };
}

/**
 * Recently viewed (issue 41): a signed-in customer's list on the server (a guest's stays on the device and is merged
 * in at sign-in); shown as the listed items and vehicles of the module asked about.
 */
import { withViewed, type ViewedEntry } from '@mart/domain';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/connect';
import { presentItem, presentVehicle, type View } from '../../present';

/** Adds views (one as it happens, or a guest's list at sign-in) to the customer's list. */
export async function recordViews(
  ctx: AppContext,
  userId: number,
  views: { kind: ViewedEntry['kind']; id: number; at?: number }[],
) {
  const { recentlyViewed } = ctx.repos;
  const now = ctx.clock.now().getTime();
  // a device's clock may run ahead: a view is never later than now
  const entries = views.map((v) => ({ kind: v.kind, id: v.id, at: Math.floor(Math.min(v.at ?? now, now)) }));
  await inTransaction(ctx.db, async (trx) => {
    await recentlyViewed.lockUser(trx, userId);
    const stored = (await recentlyViewed.list(trx, userId)).map((r): ViewedEntry => ({
      kind: r.kind,
      id: r.ref_id,
      at: new Date(r.viewed_at).getTime(),
    }));
    const next = withViewed(stored, entries);
    await recentlyViewed.replace(
      trx,
      userId,
      next.map((e) => ({ kind: e.kind, ref_id: e.id, viewed_at: new Date(e.at) })),
    );
  });
}

/** The listed items and vehicles among these ids, in this order, of the module when given. */
export async function viewedCatalog(
  ctx: AppContext,
  view: View,
  ids: { items: number[]; vehicles: number[] },
  moduleId: number | null,
) {
  const { catalog } = ctx.repos;
  const [items, vehicles] = await Promise.all([
    catalog.itemsByIds(ctx.db, ids.items),
    catalog.vehiclesByIds(ctx.db, ids.vehicles),
  ]);
  const inModule = (row: { module_id: number }) => moduleId === null || row.module_id === moduleId;
  const ordered = <T extends { id: number }>(rows: T[], wanted: number[]) =>
    wanted.flatMap((id) => rows.filter((r) => r.id === id));
  const shownItems = ordered(items, ids.items).filter(inModule);
  const addOns = await catalog.addOnsByIds(ctx.db, [...new Set(shownItems.flatMap((i) => i.add_on_ids))]);
  return {
    items: shownItems.map((i) => presentItem(view, i, addOns)),
    vehicles: ordered(vehicles, ids.vehicles)
      .filter(inModule)
      .map((v) => presentVehicle(view, v)),
  };
}

/** The customer's own list, as listed catalog entries. */
export async function customerViewed(ctx: AppContext, view: View, userId: number, moduleId: number | null) {
  const rows = await ctx.repos.recentlyViewed.list(ctx.db, userId);
  const of = (kind: ViewedEntry['kind']) => rows.filter((r) => r.kind === kind).map((r) => r.ref_id);
  return viewedCatalog(ctx, view, { items: of('item'), vehicles: of('vehicle') }, moduleId);
}

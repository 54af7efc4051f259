import type { AppContext } from '../../context';
import type { Page } from '../../db/catalog-queries';
import { ApiError, notFound } from '../../errors';
import { presentCategory, presentItem, presentReview, type View } from '../../present';
import type { ItemFilter } from '../../repositories/catalog';

/** One paged item list behind category, store and search listings. */
export async function listItems(ctx: AppContext, view: View, filter: ItemFilter, page: Page) {
  const { catalog } = ctx.repos;
  const found = await catalog.itemPage(ctx.db, filter, page);
  const addOns = await catalog.addOnsByIds(ctx.db, [...new Set(found.products.flatMap((r) => r.add_on_ids))]);
  return { ...found, products: found.products.map((r) => presentItem(view, r, addOns)) };
}

/** Paged reviews filtered by item, vehicle or store (provider) id. */
export async function reviewPage(
  ctx: AppContext,
  column: 'item_id' | 'vehicle_id' | 'store_id',
  id: number,
  avgRating: number,
  page: Page,
) {
  const list = await ctx.repos.catalog.reviewPage(ctx.db, column, id, page);
  return { ...list, reviews: list.reviews.map(presentReview), avg_rating: avgRating };
}

/** Reviews of an item or a store, 404 when it does not exist. */
/** SPEC §8, verbatim. */
export const NO_REVIEW_PLAN = 'this store is not having any review plan.';

export async function reviewsOf(ctx: AppContext, table: 'items' | 'stores', id: number, page: Page) {
  const row = await ctx.repos.catalog.rating(ctx.db, table, id);
  if (!row) throw notFound(table === 'items' ? 'Item' : 'Store');
  // SPEC §8: a store whose plan has no reviews shows none
  if (table === 'stores' && !(await ctx.repos.catalog.storeById(ctx.db, id))?.reviews_section)
    throw new ApiError(403, 'review_plan', NO_REVIEW_PLAN);
  return reviewPage(ctx, table === 'items' ? 'item_id' : 'store_id', row.id, row.avg_rating, page);
}

/** The category's id, 404 when it does not exist. */
export async function categoryId(ctx: AppContext, id: number): Promise<number> {
  if (!(await ctx.repos.catalog.categoryExists(ctx.db, id))) throw notFound('Category');
  return id;
}

/** The category tree: top-level categories (of the module when given) with their children. */
export async function categoryTree(ctx: AppContext, view: View, moduleId: number | null) {
  const rows = await ctx.repos.catalog.categories(ctx.db, { moduleId });
  return rows
    .filter((c) => c.parent_id === null)
    .map((c) => ({
      ...presentCategory(view, c),
      childes: rows.filter((s) => s.parent_id === c.id).map((s) => presentCategory(view, s)),
    }));
}

/** One category with its children, 404 when it is not listed. */
export async function categoryWithChildren(ctx: AppContext, view: View, id: number) {
  const { catalog } = ctx.repos;
  const category = await catalog.category(ctx.db, id);
  if (!category) throw notFound('Category');
  const children = await catalog.categories(ctx.db, { parentId: category.id });
  return { ...presentCategory(view, category), childes: children.map((c) => presentCategory(view, c)) };
}

/** The sub-categories of a category, 404 when it does not exist. */
export async function childCategories(ctx: AppContext, view: View, id: number) {
  const parentId = await categoryId(ctx, id);
  return (await ctx.repos.catalog.categories(ctx.db, { parentId })).map((c) => presentCategory(view, c));
}

/** An item, or (`campaign`) a running campaign's item with the campaign's terms; 404 when not listed. */
export async function itemDetails(ctx: AppContext, view: View, id: number, campaign: boolean) {
  const { catalog } = ctx.repos;
  if (campaign) {
    const running = await catalog.activeCampaign(ctx.db, id);
    if (!running) throw notFound('Campaign item');
    const item = await catalog.itemById(ctx.db, running.item_id);
    if (!item) throw notFound('Campaign item');
    return presentItem(view, item, await catalog.addOnsByIds(ctx.db, item.add_on_ids), running);
  }
  const item = await catalog.itemById(ctx.db, id);
  if (!item) throw notFound('Item');
  return presentItem(view, item, await catalog.addOnsByIds(ctx.db, item.add_on_ids));
}

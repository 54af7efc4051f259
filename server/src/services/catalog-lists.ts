import { addOnsByIds, itemsQuery } from '../db/catalog-queries';
import { tr } from '../i18n';
import { presentItem, presentModule, type View } from '../present';
import { Banner } from '../schemas/catalog';
import { fullUrl } from './media';
import type { AppContext } from '../context';
import type { Static } from '@sinclair/typebox';

export async function moduleList(ctx: AppContext, view: View, zoneIds: number[]) {
  const rows = await ctx.db
    .selectFrom('modules')
    .selectAll()
    .where('status', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const pivots = await ctx.db.selectFrom('module_zones').select(['module_id', 'zone_id']).execute();
  return rows
    .map((row) =>
      presentModule(
        view,
        row,
        pivots.filter((p) => p.module_id === row.id).map((p) => p.zone_id),
      ),
    )
    .filter((m) => zoneIds.length === 0 || m.zones.some((z) => zoneIds.includes(z)));
}

/** Campaign items running on the view's date, optionally limited to zones/module. */
export async function runningCampaignItems(ctx: AppContext, view: View, zoneIds: number[], moduleId: number | null) {
  const today = view.now.toISOString().slice(0, 10);
  let query = itemsQuery(ctx.db)
    .innerJoin('campaign_items', 'campaign_items.item_id', 'items.id')
    .select([
      'campaign_items.id as campaign_id',
      'campaign_items.title as campaign_title',
      'campaign_items.i18n as campaign_i18n',
      'campaign_items.image as campaign_image',
      'campaign_items.available_date_starts',
      'campaign_items.available_date_ends',
      'campaign_items.start_time',
      'campaign_items.end_time',
      'campaign_items.price_minor as campaign_price_minor',
      'campaign_items.discount_x100 as campaign_discount_x100',
      'campaign_items.discount_type as campaign_discount_type',
    ])
    .where('campaign_items.status', '=', true)
    .where('campaign_items.available_date_starts', '<=', today)
    .where('campaign_items.available_date_ends', '>=', today);
  if (zoneIds.length) query = query.where('stores.zone_id', 'in', zoneIds);
  if (moduleId) query = query.where('items.module_id', '=', moduleId);
  const rows = await query.orderBy('campaign_items.id').execute();
  const addOns = await addOnsByIds(ctx.db, [...new Set(rows.flatMap((r) => r.add_on_ids))]);
  return rows.map((row) =>
    presentItem(view, row, addOns, {
      id: row.campaign_id,
      title: row.campaign_title,
      i18n: row.campaign_i18n,
      image: row.campaign_image,
      available_date_starts: row.available_date_starts,
      available_date_ends: row.available_date_ends,
      start_time: row.start_time,
      end_time: row.end_time,
      price_minor: row.campaign_price_minor,
      discount_x100: row.campaign_discount_x100,
      discount_type: row.campaign_discount_type,
    }),
  );
}

export async function bannerList(
  ctx: AppContext,
  view: View,
  filter: { zoneIds: number[]; moduleId: number | null; moduleType?: string },
) {
  let query = ctx.db
    .selectFrom('banners')
    .innerJoin('modules', 'modules.id', 'banners.module_id')
    .leftJoin('stores', 'stores.id', 'banners.store_id')
    .leftJoin('items', 'items.id', 'banners.item_id')
    .selectAll('banners')
    .select([
      'stores.name as store_name',
      'stores.i18n as store_i18n',
      'stores.slug as store_slug',
      'items.name as item_name',
      'items.i18n as item_i18n',
      'items.slug as item_slug',
    ])
    .where('banners.status', '=', true);
  if (filter.zoneIds.length) query = query.where('banners.zone_id', 'in', filter.zoneIds);
  if (filter.moduleId) query = query.where('banners.module_id', '=', filter.moduleId);
  if (filter.moduleType) query = query.where('modules.module_type', '=', filter.moduleType);
  const rows = await query.orderBy('banners.id').execute();
  return rows.map((row): Static<typeof Banner> => ({
    id: row.id,
    title: tr(view.lang, row.title, row.i18n, 'title'),
    type: row.type,
    image_full_url: fullUrl(view.base, row.image) ?? '',
    module_id: row.module_id,
    zone_id: row.zone_id,
    link: row.link,
    store:
      row.store_id && row.store_name && row.store_slug
        ? { id: row.store_id, name: tr(view.lang, row.store_name, row.store_i18n), slug: row.store_slug }
        : null,
    item:
      row.item_id && row.item_name && row.item_slug
        ? { id: row.item_id, name: tr(view.lang, row.item_name, row.item_i18n), slug: row.item_slug }
        : null,
    vehicle_id: row.vehicle_id,
  }));
}

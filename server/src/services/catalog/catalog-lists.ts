import { tr } from '../../i18n';
import { presentItem, presentModule, type View } from '../../present';
import { Banner } from '../../schemas/catalog';
import type { AppContext } from '../../context';
import type { Static } from '@sinclair/typebox';
import { utcDate } from '@mart/domain';
import { fullUrl } from '../../model/media-urls';

export async function moduleList(ctx: AppContext, view: View, zoneIds: number[]) {
  const rows = await ctx.repos.catalog.activeModules(ctx.db);
  const pivots = await ctx.repos.zones.moduleZonePairs(ctx.db);
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
  const today = utcDate(view.now);
  const rows = await ctx.repos.catalog.runningCampaignItems(ctx.db, today, zoneIds, moduleId);
  const addOns = await ctx.repos.catalog.addOnsByIds(ctx.db, [...new Set(rows.flatMap((r) => r.add_on_ids))]);
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
  const rows = await ctx.repos.catalog.banners(ctx.db, filter);
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { addOnsByIds, itemsQuery, parseIdHeader, parseZoneHeader, storesQuery } from '../db/catalog-queries';
import {
  presentCategory,
  presentCoupon,
  presentItem,
  presentModule,
  presentStore,
  viewOf,
  type View,
} from '../present';
import { tr } from '../i18n';
import { BannerList, Banner, Coupon, Module } from '../schemas/catalog';
import { MessageBody, errorResponses } from '../schemas/common';
import { Config, LandingPage, NewsletterBody } from '../schemas/config';
import { fullUrl } from '../services/media';
import {
  activeModuleTypes,
  businessSettings,
  landingSettings,
  localizedBusiness,
  localizedLanding,
} from '../services/settings';
import type { AppContext } from '../context';
import type { Static } from '@sinclair/typebox';
import { cacheCatalogReads } from '../services/catalog-cache';

const headerZones = (request: FastifyRequest) => parseZoneHeader(request.headers.zoneid);
const headerModule = (request: FastifyRequest) => parseIdHeader(request.headers.moduleid);

async function moduleList(ctx: AppContext, view: View, zoneIds: number[]) {
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

export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // every GET here is public catalog data: answered from the response cache when fresh
  cacheCatalogReads(app);

  app.get(
    '/api/v1/config',
    { schema: { tags: ['config'], summary: 'Business configuration (SPEC §3 Config)', response: { 200: Config } } },
    async (request) => {
      const view = viewOf(ctx, request);
      const { fav_icon, payment_methods, ...settings } = localizedBusiness(await businessSettings(ctx), view.lang);
      // cash and wallet are always there; a digital gateway only when this deployment serves it (demo: demo mode)
      const methods = payment_methods.filter(
        (m) => m.gateway === 'cash_on_delivery' || m.gateway === 'wallet' || ctx.paymentGateways.has(m.gateway),
      );
      const moduleTypes = await activeModuleTypes(ctx);
      const storage = (folder: string) => `${view.base}/storage/${folder}`;
      return {
        ...settings,
        demo: ctx.demo,
        demo_courier: ctx.demoCourier,
        google_client_id: ctx.providers.googleClientId ?? null,
        facebook_app_id: ctx.providers.facebookAppId ?? null,
        map_api_key: ctx.providers.mapApiKey ?? null,
        logo_full_url: fullUrl(view.base, settings.logo) ?? '',
        fav_icon_full_url: fullUrl(view.base, fav_icon) ?? '',
        module_config: { module_type: moduleTypes },
        digital_payment: settings.digital_payment && ctx.paymentGateways.size > 0,
        active_payment_method_list: methods.map((m) => ({
          gateway: m.gateway,
          gateway_title: m.gateway_title,
          gateway_image_full_url: fullUrl(view.base, m.gateway_image) ?? '',
        })),
        base_urls: {
          item_image_url: storage('item'),
          store_image_url: storage('store'),
          category_image_url: storage('category'),
          banner_image_url: storage('banner'),
          module_image_url: storage('module'),
          vehicle_image_url: storage('vehicle'),
          customer_image_url: storage('uploads'),
          business_logo_url: storage('business'),
        },
      };
    },
  );

  app.get(
    '/api/v1/module',
    {
      schema: {
        tags: ['config'],
        summary: 'Active modules (limited to the zones in the zoneId header when given)',
        response: { 200: Type.Array(Module) },
      },
    },
    async (request) => moduleList(ctx, viewOf(ctx, request), headerZones(request)),
  );

  app.get(
    '/api/v1/react-landing-page',
    {
      schema: {
        tags: ['config'],
        summary: 'Landing page data (cache 5 min on the client)',
        response: { 200: LandingPage },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const { features, ...landing } = localizedLanding(await landingSettings(ctx), view.lang);
      const settings = await businessSettings(ctx);
      const zones = await ctx.db
        .selectFrom('zones')
        .select(['id', 'name', 'display_name', 'i18n'])
        .where('status', '=', true)
        .orderBy('id')
        .execute();
      const stores = await storesQuery(ctx.db).orderBy('stores.order_count', 'desc').limit(6).execute();
      const categories = await ctx.db
        .selectFrom('categories')
        .selectAll()
        .select(
          sql<number>`(select count(*)::int from items i where i.category_id = categories.id)`.as('products_count'),
        )
        .where('featured', '=', true)
        .where('status', '=', true)
        .orderBy('priority', 'desc')
        .orderBy('id')
        .execute();
      return {
        ...landing,
        features: features.map((f) => ({
          title: f.title,
          sub_title: f.sub_title,
          image_full_url: fullUrl(view.base, f.image) ?? '',
        })),
        available_zone_list: zones.map((z) => ({
          id: z.id,
          name: z.name,
          display_name: view.lang === 'ru' ? z.display_name : (z.i18n[view.lang]?.display_name ?? z.display_name),
        })),
        modules: await moduleList(ctx, view, []),
        download_user_app_links: settings.download_user_app_links,
        promotion_banners: await bannerList(ctx, view, { zoneIds: [], moduleId: null }),
        popular_stores: stores.map((s) => presentStore(view, s)),
        featured_categories: categories.map((c) => presentCategory(view, c)),
        campaign_items: await runningCampaignItems(ctx, view, [], null),
      };
    },
  );

  app.get(
    '/api/v1/banners',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Banners and running campaign items for the zoneId/moduleId headers',
        response: { 200: BannerList },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const filter = { zoneIds: headerZones(request), moduleId: headerModule(request) };
      return {
        campaigns: await runningCampaignItems(ctx, view, filter.zoneIds, filter.moduleId),
        banners: await bannerList(ctx, view, filter),
      };
    },
  );

  app.get(
    '/api/v1/coupon/list',
    {
      schema: { tags: ['catalog'], summary: 'Active coupons (all four types)', response: { 200: Type.Array(Coupon) } },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const today = view.now.toISOString().slice(0, 10);
      const zones = headerZones(request);
      const rows = await ctx.db
        .selectFrom('coupons')
        .leftJoin('stores', 'stores.id', 'coupons.store_id')
        .selectAll('coupons')
        .select('stores.name as store_name')
        .where('coupons.status', '=', true)
        .where('coupons.start_date', '<=', today)
        .where('coupons.expire_date', '>=', today)
        .orderBy('coupons.id')
        .execute();
      return rows
        .filter((c) => zones.length === 0 || c.coupon_type !== 'zone_wise' || c.zone_ids.some((z) => zones.includes(z)))
        .map((c) => presentCoupon(view, c));
    },
  );

  app.post(
    '/api/v1/newsletter/subscribe',
    {
      schema: {
        tags: ['config'],
        summary: 'Newsletter subscription',
        body: NewsletterBody,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      // Subscribing twice is not an error (and must not reveal who is subscribed).
      await ctx.db
        .insertInto('newsletter_subscribers')
        .values({ email: request.body.email.trim().toLowerCase() })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      return { message: 'Subscribed Successfully' };
    },
  );
};

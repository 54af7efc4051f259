import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { presentCategory, presentCoupon, presentStore, viewOf } from '../present';
import { BannerList, Coupon, Module } from '../schemas/catalog';
import { MessageBody, errorResponses } from '../schemas/common';
import { Config, LandingPage, NewsletterBody } from '../schemas/config';
import {
  activeModuleTypes,
  businessSettings,
  landingSettings,
  localizedBusiness,
  localizedLanding,
} from '../services/catalog/settings';
import { bannerList, moduleList, runningCampaignItems } from '../services/catalog/catalog-lists';
import { cacheCatalogReads } from '../plugins/catalog-cache';
import { utcDate } from '@mart/domain';
import { fullUrl } from '../model/media-urls';

const headerZones = (request: FastifyRequest) => parseZoneHeader(request.headers.zoneid);
const headerModule = (request: FastifyRequest) => parseIdHeader(request.headers.moduleid);

export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // every GET here is public catalog data: answered from the response cache when fresh
  cacheCatalogReads(app);

  app.get(
    '/api/v1/config',
    { schema: { tags: ['config'], summary: 'Business configuration (SPEC §3 Config)', response: { 200: Config } } },
    async (request) => {
      const view = viewOf(ctx, request.info);
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
        demo_mailbox_url: ctx.demoMailboxDir ? `${view.base}/demo/mailbox` : null,
        google_client_id: ctx.providers.googleClientId ?? null,
        facebook_app_id: ctx.providers.facebookAppId ?? null,
        map_api_key: ctx.providers.mapApiKey ?? null,
        recaptcha_site_key: ctx.providers.recaptcha?.siteKey ?? null,
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
    async (request) => moduleList(ctx, viewOf(ctx, request.info), headerZones(request)),
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
      const view = viewOf(ctx, request.info);
      const { features, ...landing } = localizedLanding(await landingSettings(ctx), view.lang);
      const settings = await businessSettings(ctx);
      const zones = await app.repos.zones.active(ctx.db);
      const stores = await app.repos.catalog.topStores(ctx.db, 6);
      const categories = await app.repos.catalog.featuredCategories(ctx.db);
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
      const view = viewOf(ctx, request.info);
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
      const view = viewOf(ctx, request.info);
      const today = utcDate(view.now);
      const zones = headerZones(request);
      const rows = await app.repos.coupons.runningWithStore(ctx.db, today);
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
      await app.repos.users.subscribeNewsletter(ctx.db, request.body.email.trim().toLowerCase());
      return { message: 'Subscribed Successfully' };
    },
  );
};

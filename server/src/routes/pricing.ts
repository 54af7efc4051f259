import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromMinor, taxAmount, toMinor } from '@mart/domain';
import { requestLang } from '../i18n';
import { badRequest, notFound } from '../errors';
import { bearerSecurity, errorResponses } from '../schemas/common';
import { CashbackAnswer, CashbackList, CashbackQuery, TaxAnswer, TaxQuery } from '../schemas/pricing';
import { SurgePriceAnswer, SurgePriceQuery } from '../schemas/surge';
import { cashbackFor, presentCashback, runningCashback } from '../services/payments/cashback';
import { optionalUser } from '../services/accounts/sessions';
import { businessSettings } from '../services/catalog/settings';
import { presentSurge, surgeAt } from '../services/orders/surge';

/**
 * SPEC §7 "surge price, cashback, tax": what an order costs besides its items, each the rule the quote and the order
 * apply (services/orders/surge.ts, services/payments/cashback.ts, @mart/domain taxAmount), asked on its own.
 */
export const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['pricing'];

  app.get(
    '/api/v1/zone/surge-price',
    {
      schema: {
        tags,
        summary: "The surge rule running for a zone and module now (or at date_time, on the zone's clock)",
        querystring: SurgePriceQuery,
        response: { 200: SurgePriceAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { zone_id, module_id, date_time } = request.query;
      const [zone] = await ctx.repos.zones.byIds(ctx.db, [zone_id]);
      if (!zone || !zone.status) throw notFound('Zone');
      const at = date_time ? new Date(date_time) : ctx.clock.now();
      if (Number.isNaN(at.getTime())) throw badRequest('date_time', 'date_time must be a date and time.');
      const row = await surgeAt(ctx, ctx.db, zone_id, module_id, at, zone.utc_offset_minutes);
      return { surge_price: row && presentSurge(requestLang(request), row), at: at.toISOString() };
    },
  );

  app.get(
    '/api/v1/cashback/list',
    {
      schema: {
        tags,
        summary: 'The running cashback offers',
        response: { 200: CashbackList, ...errorResponses },
      },
    },
    async (request) => (await runningCashback(ctx)).map((row) => presentCashback(requestLang(request), row)),
  );

  app.get(
    '/api/v1/cashback/getCashback',
    {
      schema: {
        tags,
        summary: "The cashback an order of this amount earns the signed-in customer (their unused offers' best)",
        security: bearerSecurity,
        querystring: CashbackQuery,
        response: { 200: CashbackAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = await optionalUser(ctx, request.info);
      const best = await cashbackFor(
        ctx,
        ctx.db,
        user?.id ?? null,
        toMinor(request.query.amount),
        await businessSettings(ctx),
      );
      return {
        cashback: best ? fromMinor(best.amountMinor) : 0,
        offer: best && presentCashback(requestLang(request), best.offer),
      };
    },
  );

  app.get(
    '/api/v1/tax',
    {
      schema: {
        tags,
        summary: 'The tax on an amount at a store or provider (its rate; config tax_included: inside, else added)',
        querystring: TaxQuery,
        response: { 200: TaxAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const store = await ctx.repos.catalog.storeById(ctx.db, request.query.store_id);
      if (!store || !store.status) throw notFound('Store');
      const included = Boolean(Number((await businessSettings(ctx)).tax_included));
      const percent = store.tax_x100 / 100;
      return {
        store_id: store.id,
        tax_percent: percent,
        tax_included: included,
        tax: fromMinor(taxAmount(toMinor(request.query.amount), percent, included)),
      };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../errors';
import { major } from '../present';
import {
  bearerSecurity,
  errorResponses,
  MessageCode,
  Messages,
  PageOf,
  PageQuery,
  pageBody,
  pageOf,
} from '../schemas/common';
import { convertPoints, rewardSettings } from '../services/payments/rewards';
import { requireUser } from '../services/accounts/sessions';
import { businessSettings } from '../services/catalog/settings';

const Txn = Type.Object({
  id: Type.Integer(),
  transaction_type: Type.String(),
  credit: Type.Integer(),
  debit: Type.Integer(),
  balance: Type.Integer(),
  reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

export const loyaltyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['loyalty'];

  async function loyaltyOn() {
    if (!(await businessSettings(ctx)).loyalty_point_status)
      throw new ApiError(403, 'loyalty', 'Loyalty points are not enabled.');
  }

  app.get(
    '/api/v1/customer/loyalty-point/summary',
    {
      schema: {
        tags,
        summary: 'Total points and the conversion rule',
        security: bearerSecurity,
        response: {
          200: Type.Object({
            total_points: Type.Integer(),
            exchange_rate: Type.Number(),
            minimum_points: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      await loyaltyOn();
      const s = await rewardSettings(ctx);
      return {
        total_points: user.loyalty_point,
        exchange_rate: s.loyalty_point_exchange_rate,
        minimum_points: s.loyalty_point_minimum_point,
      };
    },
  );

  app.get(
    '/api/v1/customer/loyalty-point/transactions',
    {
      schema: {
        tags,
        summary: 'Your points ledger, newest first',
        security: bearerSecurity,
        querystring: Type.Object(PageQuery),
        response: {
          200: PageOf('data', Txn),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      const page = pageOf(request.query);
      const { total, rows } = await app.repos.loyalty.transactions(ctx.db, user.id, page);
      return pageBody(
        page,
        total,
        'data',
        rows.map(({ user_id: _u, ...r }) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      );
    },
  );

  app.post(
    '/api/v1/customer/loyalty-point/point-transfer',
    {
      schema: {
        tags,
        summary: 'Convert points to wallet money at the configured rate',
        security: bearerSecurity,
        body: Type.Object({
          point: Type.Integer({
            minimum: 1,
            maximum: 100_000_000,
            ...Messages({ required: 'point is required.', default: 'Points must be a positive whole number.' }),
          }),
        }),
        response: {
          200: Type.Object({
            message: Type.String(),
            code: MessageCode,
            converted_amount: Type.Number(),
            total_points: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      await loyaltyOn();
      if (!(await businessSettings(ctx)).customer_wallet_status)
        throw new ApiError(403, 'wallet', 'The wallet is not enabled.');
      const r = await convertPoints(ctx, user.id, request.body.point);
      return {
        message: 'Points converted to your wallet.',
        converted_amount: major(r.amountMinor),
        total_points: r.points,
      };
    },
  );

  app.get(
    '/api/v1/customer/referral',
    {
      schema: {
        tags: ['referral'],
        summary: 'Your referral code, what a referral earns you, and how many joined with it',
        security: bearerSecurity,
        response: {
          200: Type.Object({
            ref_code: Type.String(),
            referrer_earning: Type.Number(),
            referred_count: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      const business = await businessSettings(ctx);
      if (!business.ref_earning_status) throw new ApiError(403, 'referral', 'Referral earning is not enabled.');
      const s = await rewardSettings(ctx);
      const referred = await app.repos.referrals.referredCount(ctx.db, user.id);
      return { ref_code: user.ref_code, referrer_earning: major(s.ref_earning_minor), referred_count: referred };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { major } from '../present';
import {
  bearerSecurity,
  errorResponses,
  IdempotencyKeyField,
  Messages,
  PageOf,
  PageQuery,
  pageBody,
  pageOf,
} from '../schemas/common';
import { requireUser } from '../services/accounts/sessions';
import { startTopUp } from '../services/payments/wallet-payments';

const Txn = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.String(),
  transaction_type: Type.String(),
  credit: Type.Number(),
  debit: Type.Number(),
  balance: Type.Number(),
  reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
const TxnPage = PageOf('data', Txn);

const AddFundBody = Type.Object({
  amount: Type.Number({
    exclusiveMinimum: 0,
    maximum: 10_000_000,
    ...Messages({ required: 'Please Enter amount', default: 'The amount must be greater than 0' }),
  }),
  payment_method: Type.String({
    minLength: 1,
    maxLength: 64,
    ...Messages({ required: 'Please select a payment method', default: 'Please select a payment method' }),
  }),
  callback: Type.String({ minLength: 1, maxLength: 2048, ...Messages({ required: 'callback is required.' }) }),
  payment_platform: Type.Optional(Type.String({ maxLength: 16 })),
  idempotency_key: IdempotencyKeyField,
});

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['wallet'];

  app.get(
    '/api/v1/customer/wallet/transactions',
    {
      schema: {
        tags,
        summary: 'Your wallet ledger, newest first',
        security: bearerSecurity,
        querystring: Type.Object(PageQuery),
        response: { 200: TxnPage, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      const page = pageOf(request.query);
      const { total, rows } = await app.repos.wallet.transactions(ctx.db, user.id, page);
      return pageBody(
        page,
        total,
        'data',
        rows.map((r) => ({
          id: r.id,
          transaction_id: `W${String(r.id).padStart(6, '0')}`,
          transaction_type: r.transaction_type,
          credit: major(r.credit_minor),
          debit: major(r.debit_minor),
          balance: major(r.balance_minor),
          reference: r.reference,
          created_at: new Date(r.created_at).toISOString(),
        })),
      );
    },
  );

  app.post(
    '/api/v1/customer/wallet/add-fund',
    {
      schema: {
        tags,
        summary:
          'Start adding funds: answers the payment page link (a retry with its Idempotency-Key the same); the gateway credits the wallet',
        security: bearerSecurity,
        body: AddFundBody,
        response: { 200: Type.Object({ redirect_link: Type.String() }), ...errorResponses },
      },
    },
    async (request) => ({ redirect_link: (await startTopUp(ctx, request.info, request.body)).redirect_link }),
  );
};

import { Type } from '@sinclair/typebox';
import { Id, Messages, Named, Nullable } from './common';

/** A running cashback offer (§7 cashback). */
export const Cashback = Named(
  'CashbackOffer',
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    cashback_type: Type.String(),
    /** percent, or the amount (major units) */
    cashback_amount: Type.Number(),
    min_purchase: Type.Number(),
    /** 0: uncapped */
    max_discount: Type.Number(),
    start_date: Type.String(),
    end_date: Type.String(),
    same_user_limit: Nullable(Type.Integer()),
  }),
);
export const CashbackList = Type.Array(Cashback);

const Amount = Type.Number({
  minimum: 0,
  maximum: 10_000_000,
  ...Messages({ required: 'amount is required.', default: 'amount must be a number of at least 0.' }),
});
export const CashbackQuery = Type.Object({ amount: Amount });
export const CashbackAnswer = Named(
  'CashbackAnswer',
  Type.Object({
    /** what an order of this amount earns the signed-in customer (0 for a guest or when no offer applies) */
    cashback: Type.Number(),
    offer: Nullable(Cashback),
  }),
);

export const TaxQuery = Type.Object({ store_id: Id('store_id'), amount: Amount });
export const TaxAnswer = Named(
  'TaxAnswer',
  Type.Object({
    store_id: Type.Integer(),
    tax_percent: Type.Number(),
    /** config tax_included: the tax is inside the amount, not added */
    tax_included: Type.Boolean(),
    tax: Type.Number(),
  }),
);

import { Type } from '@sinclair/typebox';
import { Item } from './catalog';
import { Messages, Named, Nullable, OneOf } from './common';

export const GuestId = Type.Optional(
  Nullable(Type.String({ maxLength: 64, ...Messages({ default: 'guest_id is invalid.' }) })),
);
const Key = Type.String({ maxLength: 100 });
/**
 * Chosen food options of one group: by stable ids (`id`, `values.ids`); clients built before the ids send the
 * group's name and the options' labels (SPEC shape), which are still read.
 */
export const FoodChoiceInput = Type.Object({
  id: Type.Optional(Key),
  name: Type.Optional(Key),
  values: Type.Object({
    ids: Type.Optional(Type.Array(Key, { maxItems: 50 })),
    label: Type.Optional(Type.Array(Key, { maxItems: 50 })),
  }),
});
/** A line's food options: ids, with the names and labels in the request's language. */
export const FoodChoice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  values: Type.Object({ ids: Type.Array(Type.String()), label: Type.Array(Type.String()) }),
});

export const LineFields = {
  guest_id: GuestId,
  model: Type.Optional(OneOf(['Item', 'ItemCampaign'], 'model must be Item or ItemCampaign.')),
  item_id: Type.Integer({
    minimum: 1,
    ...Messages({ required: 'item_id is required.', default: 'item_id must be a positive integer.' }),
  }),
  quantity: Type.Integer({
    minimum: 1,
    maximum: 1000,
    ...Messages({ required: 'quantity is required.', default: 'Out of Limits' }),
  }),
  /** What the storefront showed for one unit with its options; refused when the server's price differs. */
  price: Type.Optional(Type.Number({ minimum: 0 })),
  /** Food variations: chosen options per group. */
  variation: Type.Optional(Type.Array(FoodChoiceInput, { maxItems: 20 })),
  /** Choice-option variation type: the chosen option ids joined with '-', e.g. '1l' or 'white-m'. */
  variation_type: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  add_on_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  add_on_qtys: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { maxItems: 50 })),
};
export const StoreCartAddBody = Named('StoreCartAddRequest', Type.Object(LineFields));
/** One line ordered outright, outside the cart (Buy Now, a campaign's Order Now): the cart line fields. */
export const DirectLine = Type.Object({
  model: LineFields.model,
  item_id: LineFields.item_id,
  quantity: LineFields.quantity,
  variation: LineFields.variation,
  variation_type: LineFields.variation_type,
  add_on_ids: LineFields.add_on_ids,
  add_on_qtys: LineFields.add_on_qtys,
});
export const StoreCartUpdateBody = Named(
  'StoreCartUpdateRequest',
  Type.Object({
    ...LineFields,
    cart_id: Type.Integer({
      minimum: 1,
      ...Messages({ required: 'cart_id is required.', default: 'cart_id must be a positive integer.' }),
    }),
  }),
);
export const GuestQuery = Type.Object({ guest_id: GuestId });

export const StoreCartLine = Named(
  'StoreCartLine',
  Type.Object({
    id: Type.Integer(),
    item_id: Type.Integer(),
    is_campaign: Type.Boolean(),
    store_id: Type.Integer(),
    module_id: Type.Integer(),
    quantity: Type.Integer(),
    variation_type: Nullable(Type.String()),
    variation: Type.Array(FoodChoice),
    add_on_ids: Type.Array(Type.Integer()),
    add_on_qtys: Type.Array(Type.Integer()),
    /** one unit with its options, before the item discount */
    price: Type.Number(),
    /** the whole line after the item discount, add-ons included */
    total_price: Type.Number(),
    item: Item,
  }),
);
export const StoreCartList = Named('StoreCartList', Type.Array(StoreCartLine));
export const RemoveLinesQuery = Type.Object({
  guest_id: GuestId,
  cart_ids: Type.String({ maxLength: 1000, ...Messages({ required: 'cart_ids is required.' }) }),
});
export const MergeGuestBody = Type.Object({ guest_id: Type.String({ maxLength: 64 }) });

import type { Static } from '@sinclair/typebox';
import { choiceOptionLabels, describeFoodOptions, fromMinor } from '@mart/domain';
import type { AppContext } from '../../context';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { tr } from '../../i18n';
import { presentChoiceOptions, presentFoodVariations, type View } from '../../present';
import type { Order, PlaceOrderResponse } from '../../schemas/orders';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * An order line's names in the viewer's language: the item, campaign and add-on rows as the catalog has them now,
 * read by their ids, so an order placed in one language reads in another. What the catalog no longer has is shown
 * as it was when the order was placed.
 */
async function lineTexts(ctx: AppContext, view: View, lines: OrderItemRow[]) {
  const ids = (pick: (l: OrderItemRow) => number[]) => [...new Set(lines.flatMap(pick))];
  const itemIds = ids((l) => [l.item_id]);
  const campaignIds = ids((l) => (l.campaign_id ? [l.campaign_id] : []));
  const addOnIds = ids((l) => l.add_ons.map((a) => a.id));
  const [items, campaigns, addOns] = await ctx.repos.catalog.lineTexts(ctx.db, {
    items: itemIds,
    campaigns: campaignIds,
    addOns: addOnIds,
  });
  const itemOf = (l: OrderItemRow) => items.find((i) => i.id === l.item_id);
  return {
    name(l: OrderItemRow): string {
      const campaign = campaigns.find((c) => c.id === l.campaign_id);
      if (campaign) return tr(view.lang, campaign.title, campaign.i18n, 'title');
      const item = itemOf(l);
      return item ? tr(view.lang, item.name, item.i18n) : l.name;
    },
    item(l: OrderItemRow) {
      const item = itemOf(l);
      return {
        choice_options: presentChoiceOptions(view.lang, item?.choice_options ?? []),
        food_variations: presentFoodVariations(view.lang, item?.food_variations ?? []),
      };
    },
    addOn(a: { id: number; name: string }): string {
      const row = addOns.find((r) => r.id === a.id);
      return row ? tr(view.lang, row.name, row.i18n) : a.name;
    },
  };
}

export async function presentOrder(ctx: AppContext, view: View, order: OrderRow): Promise<Static<typeof Order>> {
  const [[lines, logs], store, parcelCategory, [zone]] = await Promise.all([
    ctx.repos.orders.linesAndTimeline(ctx.db, order.id),
    order.store_id ? ctx.repos.catalog.storeById(ctx.db, order.store_id) : undefined,
    order.parcel ? ctx.repos.parcel.categoryName(ctx.db, order.parcel.category_id) : undefined,
    ctx.repos.zones.byIds(ctx.db, [order.zone_id]),
  ]);
  const texts = await lineTexts(ctx, view, lines);
  const address = order.delivery_address;
  const parcel = order.parcel;
  const route = [
    ...(store
      ? [{ lat: store.latitude, lng: store.longitude, label: tr(view.lang, store.address, store.i18n, 'address') }]
      : []),
    ...(parcel ? [{ lat: parcel.sender.latitude, lng: parcel.sender.longitude, label: parcel.sender.address }] : []),
    ...(address && order.order_type !== 'take_away'
      ? [{ lat: address.latitude, lng: address.longitude, label: address.address }]
      : []),
  ];
  return {
    id: order.id,
    store_id: order.store_id,
    store_name: store ? tr(view.lang, store.name, store.i18n) : null,
    store_latitude: store?.latitude ?? null,
    store_longitude: store?.longitude ?? null,
    module_id: order.module_id,
    order_type: order.order_type,
    order_status: order.order_status,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    items_subtotal: fromMinor(order.items_subtotal_minor),
    item_discount: fromMinor(order.item_discount_minor),
    store_discount: fromMinor(order.store_discount_minor),
    coupon_code: order.coupon_code,
    coupon_discount: fromMinor(order.coupon_discount_minor),
    tax: fromMinor(order.tax_minor),
    tax_included: order.tax_included,
    delivery_charge: fromMinor(order.delivery_charge_minor),
    surge_charge: fromMinor(order.surge_charge_minor),
    surge_note: order.surge_note,
    cashback: fromMinor(order.cashback_minor),
    order_amount: fromMinor(order.order_amount_minor),
    distance_km: order.distance_km,
    delivery_address: address,
    schedule_at: iso(order.schedule_at),
    utc_offset_minutes: zone?.utc_offset_minutes ?? 0,
    order_note: order.order_note,
    cancellation_reason: order.cancellation_reason,
    reviewed: order.reviewed,
    created_at: iso(order.created_at)!,
    details: lines.map((l) => ({
      id: l.id,
      item_id: l.item_id,
      name: texts.name(l),
      image_full_url: `${view.base}${l.image}`,
      quantity: l.quantity,
      price: fromMinor(l.unit_price_minor),
      discount: fromMinor(l.unit_discount_minor),
      add_ons_price: fromMinor(l.add_ons_minor),
      total_price: fromMinor(l.total_minor),
      variation_type: l.variation_type,
      variation_options: choiceOptionLabels(texts.item(l), l.variation_type),
      variation: describeFoodOptions(texts.item(l), l.food_options),
      add_ons: l.add_ons.map((a) => ({
        id: a.id,
        name: texts.addOn(a),
        quantity: a.quantity,
        price: fromMinor(a.price_minor),
      })),
    })),
    timeline: logs.map((l) => ({ status: l.status, created_at: iso(l.created_at)! })),
    parcel: parcel
      ? {
          category_id: parcel.category_id,
          category_name: parcelCategory ? tr(view.lang, parcelCategory.name, parcelCategory.i18n) : '',
          sender: parcel.sender,
          receiver: parcel.receiver,
        }
      : null,
    route,
  };
}

export function presentPlaced(order: OrderRow, redirect: string | null): Static<typeof PlaceOrderResponse> {
  return {
    order_id: order.id,
    order_amount: fromMinor(order.order_amount_minor),
    payment_status: order.payment_status,
    redirect_link: redirect,
    message: 'Order placed successfully',
  };
}

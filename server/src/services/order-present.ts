import type { Static } from '@sinclair/typebox';
import { fromMinor } from '@mart/domain';
import type { AppContext } from '../context';
import type { OrderRow } from '../db/schema';
import { tr } from '../i18n';
import type { View } from '../present';
import type { Order, PlaceOrderResponse } from '../schemas/orders';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function presentOrder(ctx: AppContext, view: View, order: OrderRow): Promise<Static<typeof Order>> {
  const [lines, logs, store, parcelCategory] = await Promise.all([
    ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('order_status_logs').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    order.store_id
      ? ctx.db
          .selectFrom('stores')
          .select(['name', 'latitude', 'longitude', 'address', 'i18n'])
          .where('id', '=', order.store_id)
          .executeTakeFirst()
      : undefined,
    order.parcel
      ? ctx.db
          .selectFrom('parcel_categories')
          .select(['name', 'i18n'])
          .where('id', '=', order.parcel.category_id)
          .executeTakeFirst()
      : undefined,
  ]);
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
    order_amount: fromMinor(order.order_amount_minor),
    distance_km: order.distance_km,
    delivery_address: address,
    schedule_at: iso(order.schedule_at),
    order_note: order.order_note,
    cancellation_reason: order.cancellation_reason,
    reviewed: order.reviewed,
    created_at: iso(order.created_at)!,
    details: lines.map((l) => ({
      id: l.id,
      item_id: l.item_id,
      name: l.name,
      image_full_url: `${view.base}${l.image}`,
      quantity: l.quantity,
      price: fromMinor(l.unit_price_minor),
      discount: fromMinor(l.unit_discount_minor),
      add_ons_price: fromMinor(l.add_ons_minor),
      total_price: fromMinor(l.total_minor),
      variation_type: l.variation_type,
      variation: Object.entries(l.food_options).map(([name, label]) => ({ name, values: { label } })),
      add_ons: l.add_ons.map((a) => ({
        id: a.id,
        name: a.name,
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

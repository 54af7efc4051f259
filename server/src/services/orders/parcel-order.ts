// Parcel delivery (SPEC §11): pricing a parcel between two points and placing it, paid in cash on delivery.
import type { Static } from '@sinclair/typebox';
import { fromMinor, quoteParcel, surgeAmount, toMinor, validateParcel } from '@mart/domain';
import type { AppContext } from '../../context';
import type { OrderAddress, OrderRow } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import type { ParcelPlaceBody, ParcelPointBody, ParcelQuoteBody } from '../../schemas/parcel';
import { placingOrder, raceWinner } from './order-placing';
import { queueNews } from '../messages/notify';
import { offeredPhone } from '../phones';
import { COD_LIMIT, TOTALS_CHANGED } from './place-order';
import { surchargeOf, surgeAt, surgeNote } from './surge';
import type { RequestInfo } from '../../model/request-info';

/** The parcel module the request is for: the moduleId header when it names one, else the first active one. */
async function parcelModule(ctx: AppContext, info: Pick<RequestInfo, 'moduleId'>) {
  const wanted = info.moduleId;
  const id = await ctx.repos.parcel.activeModuleId(ctx.db, wanted);
  if (id === undefined) throw badRequest('module', 'Parcel delivery is not available.');
  return id;
}

/** Validates the form (domain rules), finds the category and the sender's zone, and prices the parcel. */
export async function quoteParcelOrder(ctx: AppContext, info: RequestInfo, body: Static<typeof ParcelQuoteBody>) {
  const problem = validateParcel(body);
  if (problem) throw badRequest(problem.field, problem.error.message);
  const category = await ctx.repos.parcel.activeCategory(ctx.db, body.category_id);
  if (!category) throw notFound('Parcel category');
  const moduleId = await parcelModule(ctx, info);
  const zoneIds = await ctx.zones.zoneIdsAt({ lat: body.sender.latitude, lng: body.sender.longitude });
  const pivot = zoneIds.length ? await ctx.repos.zones.moduleTermsIn(ctx.db, moduleId, zoneIds) : undefined;
  if (!pivot) throw badRequest('sender.address', 'Parcel delivery is not available at this pickup address.');
  const priced = quoteParcel(
    category,
    { lat: body.sender.latitude, lng: body.sender.longitude },
    { lat: body.receiver.latitude, lng: body.receiver.longitude },
  );
  // the pickup zone's surge for the parcel module, now (parcels are sent at once), on the zone's clock
  const [zone] = await ctx.repos.zones.byIds(ctx.db, [pivot.zone_id]);
  const surge = await surgeAt(ctx, ctx.db, pivot.zone_id, moduleId, ctx.clock.now(), zone?.utc_offset_minutes ?? 0);
  const surgeMinor = surgeAmount(priced.chargeMinor, surchargeOf(surge));
  return {
    category,
    moduleId,
    zoneId: pivot.zone_id,
    maximumCodMinor: pivot.maximum_cod_order_amount_minor,
    priced,
    surgeMinor,
    surgeNote: surge && surgeMinor > 0 ? surgeNote(info.lang, surge) : null,
    totalMinor: priced.chargeMinor + surgeMinor,
  };
}

/** Places the parcel order once per idempotency key: the charge recomputed and compared with the one shown. */
export async function placeParcelOrder(ctx: AppContext, info: RequestInfo, body: Static<typeof ParcelPlaceBody>) {
  const { owner, config, idempotency, previous } = await placingOrder(ctx, info, body, 'parcel');
  if (!config.cash_on_delivery) throw badRequest('payment_method', 'Cash on delivery is not available.');
  if (previous) return placed(previous);

  const q = await quoteParcelOrder(ctx, info, body);
  const charge = q.totalMinor;
  if (toMinor(body.order_amount) !== charge) throw new ApiError(409, 'totals_changed', TOTALS_CHANGED);
  if (q.maximumCodMinor !== null && q.maximumCodMinor > 0 && charge > q.maximumCodMinor)
    throw badRequest('cod_limit', COD_LIMIT);
  const lang = info.lang;
  // the courier calls both ends and texts go to the sender: mobile numbers of an offered country, in E.164
  const point = async (p: Static<typeof ParcelPointBody>, end: 'sender' | 'receiver'): Promise<OrderAddress> => ({
    address: p.address.trim(),
    latitude: p.latitude,
    longitude: p.longitude,
    contact_person_name: p.contact_person_name.trim(),
    contact_person_number: await offeredPhone(ctx, p.contact_person_number, lang, `${end}.contact_person_number`),
    house: p.house ?? null,
    floor: p.floor ?? null,
  });
  const sender = await point(body.sender, 'sender');
  const receiver = await point(body.receiver, 'receiver');
  const now = ctx.clock.now();
  try {
    const order = await ctx.db.transaction().execute(async (tx) => {
      const inserted = await ctx.repos.orders.insert(
        tx,
        owner,
        idempotency,
        {
          store_id: null,
          module_id: q.moduleId,
          zone_id: q.zoneId,
          order_type: 'parcel',
          payment_method: 'cash_on_delivery',
          items_subtotal_minor: 0,
          item_discount_minor: 0,
          store_discount_minor: 0,
          coupon_code: null,
          coupon_discount_minor: 0,
          tax_minor: 0,
          tax_included: false,
          delivery_charge_minor: q.priced.chargeMinor,
          surge_charge_minor: q.surgeMinor,
          surge_note: q.surgeNote,
          order_amount_minor: charge,
          delivery_address: receiver,
          // tracking by phone uses the sender's number: the one who sent it follows it
          contact_phone: sender.contact_person_number,
          distance_km: q.priced.distanceKm,
          schedule_at: null,
          order_note: body.order_note ?? null,
          prescription: [],
          parcel: { category_id: q.category.id, sender, receiver },
          lang,
        },
        now,
      );
      await queueNews(tx, ctx, { kind: 'parcel_created', orderId: inserted.id }, lang);
      return inserted;
    });
    return placed(order);
  } catch (error) {
    const winner = await raceWinner(ctx, idempotency, error);
    if (winner) return placed(winner);
    throw error;
  }
}

function placed(order: OrderRow) {
  return {
    order_id: order.id,
    order_amount: fromMinor(order.order_amount_minor),
    payment_status: order.payment_status,
    message: 'Parcel order placed successfully',
  };
}

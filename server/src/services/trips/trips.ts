/**
 * Trips (rental) and orders (car market), one flavour's use cases: book from the vehicle cart, list, read, cancel,
 * pay, review. Money and status moves are one transaction each around a conditional UPDATE (server/README.md).
 */
import type { Static } from '@sinclair/typebox';
import { formatDateTime, fromMinor, isPickupInFuture, parseDateTime, tripHoldRange } from '@mart/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { TripRow, TripStatus } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import type { FlavourName } from '../../flavours';
import { viewOf } from '../../present';
import { pageBody, pageOf } from '../../schemas/common';
import type {
  TrackTripQuery,
  BookTripBody,
  CancelTripBody,
  PayTripBody,
  ReviewTripVehicleBody,
  Trip,
  TripDetailsQuery,
  TripList,
  TripListQuery,
} from '../../schemas/trips';
import { checkCallbackUrl, createPaymentIntent, paymentGatewayOf, type NewPaymentIntent } from '../payments/payments';
import { checkReplay, keyReused, scopedKeyOf } from '../idempotency';
import { LOGIN_REQUIRED, optionalUser, ownedBy, requireUser } from '../accounts/sessions';
import { provenByPhone } from '../accounts/phone-proof';
import { offeredPhone } from '../phones';
import { businessSettings } from '../catalog/settings';
import { rangeLiteral } from '../../repositories/vehicle-bookings';
import { holdVehicles } from './vehicle-availability';
import { queueNews } from '../messages/notify';
import { cartLines, findCart, ownerOf, priceCart } from '../carts/vehicle-carts';
import type { ScopedKey } from '../../model/idempotency';
import { userCaller, type Caller } from '../../model/caller';
import { fullUrl } from '../../model/media-urls';
import type { RequestInfo } from '../../model/request-info';

/** A trip in these states can no longer be paid. */
const CLOSED: TripStatus[] = ['canceled', 'completed'];

export function tripService(ctx: AppContext, module: FlavourName) {
  const { trips, vehicleCarts, wallet } = ctx.repos;

  async function present(base: string, trip: TripRow) {
    const [vehicles, provider, reviewed] = await trips.parts(ctx.db, trip);
    return {
      id: trip.id,
      module_type: trip.module_type,
      provider_id: trip.provider_id,
      provider: {
        id: trip.provider_id,
        name: provider?.name ?? '',
        logo_full_url: fullUrl(base, provider?.logo ?? '') ?? '',
      },
      trip_type: trip.trip_type,
      estimated_hours: trip.estimated_hours,
      distance: trip.distance_m / 1000,
      pickup_location: trip.pickup_location,
      destination_location: trip.destination_location,
      pickup_time: trip.pickup_time,
      trip_status: trip.status,
      payment_method: trip.payment_method,
      payment_status: trip.payment_status,
      subtotal: fromMinor(trip.subtotal_minor),
      vehicle_discount: fromMinor(trip.vehicle_discount_minor),
      provider_discount: fromMinor(trip.provider_discount_minor),
      tax: fromMinor(trip.tax_minor),
      tax_included: trip.tax_included ? 1 : 0,
      total_amount: fromMinor(trip.total_minor),
      cancellation_reason: trip.cancellation_reason,
      reviewed_vehicle_ids: reviewed.map((r) => r.vehicle_id),
      created_at: new Date(trip.created_at).toISOString(),
      vehicles: vehicles.map((v) => ({
        vehicle_id: v.vehicle_id,
        name: v.name,
        thumbnail_full_url: fullUrl(base, v.thumbnail) ?? '',
        quantity: v.quantity,
        unit_price: fromMinor(v.unit_price_minor),
        total: fromMinor(v.line_total_minor),
      })),
    };
  }

  /** The owner's trip, or not found: another customer's or guest's trip is indistinguishable from none. */
  async function ownedTrip(owner: Caller, id: number) {
    const trip = await trips.owned(ctx.db, module, owner, id);
    if (!trip) throw notFound(module === 'rental' ? 'Trip' : 'Order');
    return trip;
  }

  /** The ledger reference of a trip's payment and refund: one of each per trip (unique in the ledger). */
  const walletReference = (tripId: number) => `${module}:${tripId}`;

  /** The wallet can pay for this owner: signed in, wallet on. Returns the user id to debit. */
  async function walletPayer(owner: Caller): Promise<number> {
    if (owner.userId === null) throw badRequest('payment_method', 'Sign in to pay with your wallet.');
    const settings = await businessSettings(ctx);
    if (Number(settings.customer_wallet_status) !== 1) throw badRequest('payment_method', 'The wallet is turned off.');
    return owner.userId;
  }

  const closedTrip = (status: TripStatus) =>
    badRequest('trip_status', status === 'completed' ? 'This trip is already completed.' : 'This trip is canceled.');

  /** Why an unpaid, open trip could not be changed: someone else paid or closed it meanwhile. */
  async function notPayable(db: Executor, tripId: number) {
    const now = await trips.paymentState(db, tripId);
    if (now?.payment_status === 'paid') return badRequest('payment_status', 'This trip is already paid.');
    return closedTrip(now?.status ?? 'canceled');
  }

  /**
   * Marks an unpaid, open trip paid from the wallet and debits it, in one transaction. The guarded UPDATE moves
   * payment_status once however many requests race; only the request that moved it debits.
   */
  async function payWithWallet(userId: number, tripId: number) {
    await ctx.db.transaction().execute(async (tx) => {
      const paid = await trips.markPaid(tx, tripId, CLOSED, ctx.clock.now(), 'wallet');
      if (!paid) throw await notPayable(tx, tripId);
      await wallet.debit(tx, {
        userId,
        amountMinor: paid.total_minor,
        type: 'trip_payment',
        reference: walletReference(paid.id),
      });
    });
  }

  /**
   * A payment intent on the shared service for the trip; its 'trip' handler marks the trip paid. A booking's
   * carries the booking's key: a replay of the booking finds it again.
   */
  function tripIntent(
    info: RequestInfo,
    owner: Caller,
    trip: TripRow,
    callback: string | undefined,
    idempotency: ScopedKey | null = null,
  ): NewPaymentIntent {
    return {
      purpose: 'trip',
      referenceId: trip.id,
      amountMinor: trip.total_minor,
      userId: owner.userId,
      guestId: owner.guestId,
      callbackUrl: callback ?? `/my-trips?flavour=${module}&trip_id=${trip.id}`,
      apiBase: viewOf(ctx, info).base,
      idempotency,
    };
  }

  /** Digital payment of a booked trip (the payment route): its method switched, then a new intent. */
  async function digitalPayment(info: RequestInfo, owner: Caller, trip: TripRow, callback: string | undefined) {
    // a bad callback changes nothing: refused before the payment method is switched
    if (callback) checkCallbackUrl(callback, ctx.storefrontOrigins);
    await switchUnpaid(trip.id, 'digital_payment');
    return createPaymentIntent(ctx, tripIntent(info, owner, trip, callback));
  }

  /** Changes how an unpaid, open trip will be paid; a trip paid or closed meanwhile is refused. */
  async function switchUnpaid(tripId: number, method: 'cash_on_delivery' | 'digital_payment') {
    await ctx.db.transaction().execute(async (tx) => {
      const changed = await trips.switchUnpaid(tx, tripId, CLOSED, method, ctx.clock.now());
      if (!changed) throw await notPayable(tx, tripId);
    });
  }

  /** Book the cart as one trip; a retried request with the same idempotency key returns the same trip. */
  async function book(info: RequestInfo, body: Static<typeof BookTripBody>): Promise<Static<typeof Trip>> {
    const base = viewOf(ctx, info).base;
    const owner = await ownerOf(ctx, info);
    const settings = await businessSettings(ctx);
    if (owner.userId === null && Number(settings.guest_checkout_status) !== 1)
      throw new ApiError(401, 'auth-001', LOGIN_REQUIRED);
    const key = scopedKeyOf(info, body, owner, 'trip');
    /** The first answer again (the same key and request), with the link while the trip waits for its payment. */
    const replay = async (trip: TripRow): Promise<Static<typeof Trip>> => {
      checkReplay(trip, key!);
      // the booking took the cart it was booked from: vehicles in it now are another booking sent with an old key
      const cart = await findCart(ctx, module, owner);
      if (cart && (await vehicleCarts.lineCount(ctx.db, cart.id)) > 0) throw keyReused();
      const payable =
        trip.payment_method === 'digital_payment' && trip.payment_status === 'unpaid' && !CLOSED.includes(trip.status);
      if (!payable) return present(base, trip);
      const intent = await createPaymentIntent(ctx, tripIntent(info, owner, trip, body.callback, key));
      return { ...(await present(base, trip)), redirect_link: intent.redirect_link };
    };
    const previous = key && (await trips.byIdempotencyKey(ctx.db, module, key));
    if (previous) return replay(previous);
    if (owner.userId === null && (!body.contact_person_name?.trim() || !body.contact_person_number?.trim())) {
      throw badRequest('contact_person_name', 'Name and Phone Number are required for a guest booking.');
    }
    // a guest's number is how the provider reaches them: a mobile number of an offered country, in E.164
    const contactNumber =
      owner.userId === null
        ? await offeredPhone(ctx, body.contact_person_number ?? '', info.lang, 'contact_person_number')
        : null;
    const cart = await findCart(ctx, module, owner);
    const lines = cart ? await cartLines(ctx, viewOf(ctx, info), cart.id) : [];
    if (!cart || lines.length === 0 || !cart.trip_type || !cart.pickup_location)
      throw badRequest('cart', 'Your cart is empty.');
    const now = ctx.clock.now();
    const pickupAt = cart.pickup_time ? parseDateTime(cart.pickup_time) : null;
    if (pickupAt && !isPickupInFuture(pickupAt, now))
      throw badRequest('pickup_time', 'Pickup time must be in the future.');
    if (cart.trip_type === 'hourly' && cart.estimated_hours < 1)
      throw badRequest('estimated_hours', 'Choose the trip duration in hours.');
    if (cart.trip_type === 'distance_wise' && cart.distance_m <= 0)
      throw badRequest('distance', 'Choose a destination for a distance trip.');
    const payer = body.payment_method === 'wallet' ? await walletPayer(owner) : null;
    // a bad callback must fail before the trip is written and the cart taken, not after
    if (body.payment_method === 'digital_payment' && body.callback)
      checkCallbackUrl(body.callback, ctx.storefrontOrigins);
    // a gateway that cannot take the payment must fail before the vehicles are held
    if (body.payment_method === 'digital_payment') paymentGatewayOf(ctx, undefined);
    const totals = await priceCart(ctx, cart, lines);
    const tripType = cart.trip_type;
    const pickupTime = cart.pickup_time ?? formatDateTime(now);
    const held = tripHoldRange(pickupAt ?? now, {
      trip_type: tripType,
      estimated_hours: cart.estimated_hours,
      distance_m: cart.distance_m,
    });
    let trip: TripRow;
    let redirect: string | null = null;
    try {
      // one transaction: the cart is taken, the vehicles held, the trip written and the wallet debited, or none
      trip = await ctx.db.transaction().execute(async (tx) => {
        // taking the cart first makes one cart one trip, however many requests book it at once
        const taken = await vehicleCarts.take(tx, cart.id);
        if (!taken) throw badRequest('cart', 'Your cart is empty.');
        await holdVehicles(
          tx,
          ctx,
          lines.map((l) => ({ vehicle_id: l.vehicle_id, quantity: l.quantity, name: l.vehicle.name })),
          held,
          info.lang,
        );
        const created = await trips.insert(
          tx,
          {
            module_type: module,
            user_id: owner.userId,
            guest_id: owner.guestId,
            provider_id: lines[0]!.provider_id,
            idempotency_scope: key?.scope ?? null,
            idempotency_key: key?.key ?? null,
            idempotency_fingerprint: key?.fingerprint ?? null,
            lang: info.lang,
            trip_type: tripType,
            estimated_hours: cart.estimated_hours,
            distance_m: cart.distance_m,
            pickup_location: JSON.stringify(cart.pickup_location),
            destination_location: JSON.stringify(cart.destination_location ?? cart.pickup_location),
            pickup_time: pickupTime,
            held_during: rangeLiteral(held),
            payment_method: body.payment_method,
            payment_status: payer === null ? 'unpaid' : 'paid',
            contact:
              owner.userId === null
                ? JSON.stringify({
                    contact_person_name: body.contact_person_name ?? '',
                    contact_person_number: contactNumber ?? '',
                    contact_person_email: body.contact_person_email ?? '',
                  })
                : null,
            subtotal_minor: totals.subtotal,
            vehicle_discount_minor: totals.vehicleDiscount,
            provider_discount_minor: totals.providerDiscount,
            tax_minor: totals.tax,
            tax_included: totals.taxIncluded,
            total_minor: totals.total,
            created_at: now,
            updated_at: now,
          },
          lines.map((l, i) => ({
            vehicle_id: l.vehicle_id,
            name: l.vehicle.name,
            thumbnail: new URL(l.vehicle.thumbnail_full_url || '/', 'http://x').pathname,
            quantity: l.quantity,
            unit_price_minor: totals.lines[i]!.unitPrice,
            line_total_minor: totals.lines[i]!.total,
          })),
        );
        if (payer !== null) {
          await wallet.debit(tx, {
            userId: payer,
            amountMinor: created.total_minor,
            type: 'trip_payment',
            reference: walletReference(created.id),
          });
        }
        // the receipt: now, or for a digital payment once it is paid (trip-payments.ts)
        if (body.payment_method !== 'digital_payment')
          await queueNews(tx, ctx, { kind: 'trip_booked', tripId: created.id }, info.lang);
        // issue 38.3: the intent goes with the trip or neither does
        if (body.payment_method === 'digital_payment')
          redirect = (await createPaymentIntent(ctx, tripIntent(info, owner, created, body.callback, key), tx))
            .redirect_link;
        return created;
      });
    } catch (error) {
      // a concurrent retry with the same key won the insert: answer with its trip
      const done = key && (await trips.byIdempotencyKey(ctx.db, module, key));
      if (done) return replay(done);
      throw error;
    }
    ctx.metrics.tripsBooked.inc({ module, payment_method: body.payment_method });
    const booked = await present(base, trip);
    return redirect ? { ...booked, redirect_link: redirect } : booked;
  }

  /** The signed-in customer's trips, newest first (guests have no history, SPEC §1). */
  async function list(info: RequestInfo, query: Static<typeof TripListQuery>): Promise<Static<typeof TripList>> {
    const user = await requireUser(ctx, info);
    const page = pageOf(query);
    const statuses: TripStatus[] | null =
      query.status === 'running'
        ? ['pending', 'confirmed', 'ongoing']
        : query.status === 'past'
          ? ['completed', 'canceled']
          : null;
    const { total, rows } = await trips.page(ctx.db, module, user.id, statuses, page);
    const base = viewOf(ctx, info).base;
    return pageBody(page, total, 'trips', await Promise.all(rows.map((r) => present(base, r))));
  }

  /** One trip of the caller (a guest by guest_id). */
  async function details(info: RequestInfo, query: Static<typeof TripDetailsQuery>): Promise<Static<typeof Trip>> {
    const owner = await ownerOf(ctx, info);
    return present(viewOf(ctx, info).base, await ownedTrip(owner, query.trip_id));
  }

  /** Cancel a pending or confirmed trip with a reason; a paid one is refunded to the wallet. */
  async function cancel(info: RequestInfo, body: Static<typeof CancelTripBody>): Promise<Static<typeof Trip>> {
    const owner = await ownerOf(ctx, info);
    const trip = await ownedTrip(owner, body.trip_id);
    // The guarded UPDATE moves the status once however many cancels race; the refund goes with the one that
    // moved it, reading the payment as it is then (a payment committed just before is refunded too).
    const canceled = await ctx.db.transaction().execute(async (tx) => {
      const row = await trips.cancel(tx, trip.id, body.reason, ctx.clock.now());
      // a paid trip (wallet or digital, as store orders) is refunded to the customer's wallet; cancelling also
      // ends the trip's hold on its vehicles
      if (!row) return row;
      const refunds =
        row.payment_status === 'paid' && row.payment_method !== 'cash_on_delivery' && row.user_id !== null;
      if (refunds && row.user_id !== null) {
        await wallet.credit(tx, {
          userId: row.user_id,
          amountMinor: row.total_minor,
          type: 'trip_refund',
          reference: walletReference(row.id),
        });
      }
      await queueNews(
        tx,
        ctx,
        { kind: 'trip_canceled', tripId: row.id, refundMinor: refunds ? row.total_minor : 0 },
        info.lang,
      );
      return row;
    });
    if (!canceled) throw badRequest('trip_status', 'This trip can no longer be canceled.');
    if (canceled.payment_status === 'paid' && canceled.payment_method !== 'cash_on_delivery' && canceled.user_id)
      ctx.metrics.refunds.inc({ kind: 'trip' });
    return present(viewOf(ctx, info).base, canceled);
  }

  /** Pay an unpaid trip or change how it will be paid. */
  async function pay(info: RequestInfo, body: Static<typeof PayTripBody>): Promise<Static<typeof Trip>> {
    const owner = await ownerOf(ctx, info);
    const trip = await ownedTrip(owner, body.trip_id);
    if (trip.payment_status === 'paid') throw badRequest('payment_status', 'This trip is already paid.');
    if (CLOSED.includes(trip.status)) throw closedTrip(trip.status);
    if (body.payment_method === 'wallet') await payWithWallet(await walletPayer(owner), trip.id);
    else if (body.payment_method === 'digital_payment') {
      const intent = await digitalPayment(info, owner, trip, body.callback);
      return {
        ...(await present(viewOf(ctx, info).base, await ownedTrip(owner, trip.id))),
        redirect_link: intent.redirect_link,
      };
    } else await switchUnpaid(trip.id, 'cash_on_delivery');
    return present(viewOf(ctx, info).base, await ownedTrip(owner, trip.id));
  }

  /** Review a vehicle of a completed trip, once. */
  async function review(info: RequestInfo, body: Static<typeof ReviewTripVehicleBody>): Promise<Static<typeof Trip>> {
    const user = await requireUser(ctx, info);
    const owner = userCaller(user.id);
    const trip = await ownedTrip(owner, body.trip_id);
    if (trip.status !== 'completed')
      throw badRequest('trip_status', 'You can review a vehicle once the trip is completed.');
    const { inTrip, reviewed } = await trips.reviewState(ctx.db, trip.id, body.vehicle_id);
    if (!inTrip) throw notFound('Vehicle');
    if (reviewed) throw badRequest('review', 'You have already reviewed this vehicle.');
    await ctx.db.transaction().execute((tx) =>
      trips.addReview(tx, trip.id, body.vehicle_id, {
        user_id: user.id,
        customer_name: [user.f_name, user.l_name].filter(Boolean).join(' '),
        store_id: trip.provider_id,
        rating: body.rating,
        comment: body.comment ?? '',
        created_at: ctx.clock.now(),
      }),
    );
    return present(viewOf(ctx, info).base, trip);
  }

  /**
   * Track Trip (SPEC §2): the caller's own trip (signed in, or the guest who booked it on this browser), or a
   * guest's trip proven by the phone it was booked with. Trip ids are sequential, so phone guesses are counted
   * (phone-proof.ts: per trip and client, per trip, per client); a signed-in customer's trip has no phone proof.
   */
  async function track(info: RequestInfo, query: Static<typeof TrackTripQuery>): Promise<Static<typeof Trip>> {
    const id = query.trip_id;
    const [user, trip] = await Promise.all([optionalUser(ctx, info), trips.byId(ctx.db, module, id)]);
    const own = trip !== undefined && ownedBy(user, info.guestId, trip);
    const record = trip && { user_id: trip.user_id, phone: trip.contact?.contact_person_number };
    const proven =
      !own &&
      query.contact_number !== undefined &&
      (await provenByPhone(ctx, info, `${module}-trip:${id}`, query.contact_number, record));
    if (!trip || !(own || proven)) throw notFound(module === 'rental' ? 'Trip' : 'Order');
    return present(viewOf(ctx, info).base, trip);
  }

  return { book, list, details, track, cancel, pay, review };
}

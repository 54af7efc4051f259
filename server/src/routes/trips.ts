import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { flavours, type FlavourName } from '../flavours';
import { ErrorBody, bearerSecurity, errorResponses } from '../schemas/common';
import {
  BookTripBody,
  CancelTripBody,
  PayTripBody,
  ReviewTripVehicleBody,
  Trip,
  TrackTripQuery,
  TripDetailsQuery,
  TripList,
  TripListQuery,
} from '../schemas/trips';
import { tripService } from '../services/trips/trips';
import { domainFlavour } from '../services/carts/vehicle-carts';
import { perClientLimit } from '../services/throttle';

/**
 * Trips (rental) and orders (car market): booking from the vehicle cart, list, details, cancel, payment, review.
 * Paths come from @mart/domain VEHICLE_FLAVOURS.bookingPaths (/user/trip/... vs /user/order/...).
 */
export const tripRoutes: FastifyPluginAsyncTypebox<{ flavour: FlavourName }> = async (app, opts) => {
  const flavour = flavours[opts.flavour];
  const trips = tripService(app.ctx, flavour.moduleType);
  const paths = domainFlavour(flavour.name).bookingPaths;
  const prefix = `/api/v1/${flavour.name}`;
  const tags = [`${flavour.name} trips`];
  const security = bearerSecurity;

  app.post(
    `${prefix}${paths.booking}`,
    {
      schema: {
        tags,
        security,
        summary: 'Book the cart as one trip; a retried request with the same idempotency key returns the same trip',
        body: BookTripBody,
        response: { 200: Trip, 409: ErrorBody, ...errorResponses },
      },
    },
    async (request) => trips.book(request.info, request.body),
  );

  app.get(
    `${prefix}${paths.list}`,
    {
      schema: {
        tags,
        security,
        summary: "The signed-in customer's trips, newest first (guests have no history, SPEC §1)",
        querystring: TripListQuery,
        response: { 200: TripList, ...errorResponses },
      },
    },
    async (request) => trips.list(request.info, request.query),
  );

  app.get(
    `${prefix}${paths.details}`,
    {
      schema: {
        tags,
        security,
        summary: 'One trip of the caller (a guest by guest_id, e.g. right after booking)',
        querystring: TripDetailsQuery,
        response: { 200: Trip, ...errorResponses },
      },
    },
    async (request) => trips.details(request.info, request.query),
  );

  // per-client limit of the guest tracking a stranger can hammer, as for store orders
  const perClient = perClientLimit(app.ctx);

  app.get(
    `${prefix}${paths.track}`,
    {
      config: perClient,
      schema: {
        tags,
        security,
        summary:
          "Track a trip: the caller's own, or a guest trip by trip id + contact phone (limited per trip and client)",
        querystring: TrackTripQuery,
        response: { 200: Trip, ...errorResponses },
      },
    },
    async (request) => trips.track(request.info, request.query),
  );

  app.put(
    `${prefix}${paths.cancel}`,
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a pending or confirmed trip with a reason',
        body: CancelTripBody,
        response: { 200: Trip, ...errorResponses },
      },
    },
    async (request) => trips.cancel(request.info, request.body),
  );

  app.post(
    `${prefix}${paths.payment}`,
    {
      schema: {
        tags,
        security,
        summary: 'Pay an unpaid trip or change how it will be paid',
        body: PayTripBody,
        response: { 200: Trip, ...errorResponses },
      },
    },
    async (request) => trips.pay(request.info, request.body),
  );

  app.post(
    `${prefix}/user/review/add`,
    {
      schema: {
        tags,
        security,
        summary: 'Review a vehicle of a completed trip, once',
        body: ReviewTripVehicleBody,
        response: { 200: Trip, ...errorResponses },
      },
    },
    async (request) => trips.review(request.info, request.body),
  );
};

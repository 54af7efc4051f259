import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FlavourName } from '../flavours';
import { bearerSecurity, errorResponses } from '../schemas/common';
import {
  AddVehicleBody,
  CartIdsQuery,
  CartResponses,
  ClearOnZoneBody,
  ClearOnZoneResult,
  GuestQuery,
  MergeGuestVehicleCartBody,
  RemoveCartQuery,
  RemoveVehicleQuery,
  UpdateUserDataBody,
  UpdateVehicleLineBody,
} from '../schemas/vehicle-cart';
import { PricingTypeNotOffered, vehicleCartService } from '../services/carts/vehicle-cart-edit';

/**
 * Vehicle cart of one flavour: /api/v1/{rental|carmarket}/user/cart/... (SPEC §4, §5, §7). One cart per owner and
 * flavour, holding one provider's vehicles and one set of trip details (user_data).
 */
export const vehicleCartRoutes: FastifyPluginAsyncTypebox<{ flavour: FlavourName }> = async (app, opts) => {
  const cart = vehicleCartService(app.ctx, opts.flavour);
  const prefix = `/api/v1/${opts.flavour}/user/cart`;
  const tags = [`${opts.flavour} cart`];
  const security = bearerSecurity;

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        security,
        summary: 'The vehicle cart with its trip details and price',
        querystring: GuestQuery,
        response: CartResponses,
      },
    },
    async (request) => cart.list(request.info),
  );

  app.post(
    `${prefix}/add-to-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Add a vehicle (quantity 1, or one more when present); sets the trip details',
        body: AddVehicleBody,
        response: CartResponses,
      },
    },
    async (request) => cart.add(request.info, request.body),
  );

  app.put(
    `${prefix}/update-cart`,
    {
      schema: {
        tags,
        security,
        summary: "A line's quantity (≤ total_vehicle_count) and optionally the trip's hours, places, time",
        body: UpdateVehicleLineBody,
        response: CartResponses,
      },
    },
    async (request) => cart.update(request.info, request.body),
  );

  app.delete(
    `${prefix}/remove-vehicle`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove one line',
        querystring: RemoveVehicleQuery,
        response: CartResponses,
      },
    },
    async (request) => cart.remove(request.info, request.query),
  );

  app.delete(
    `${prefix}/remove-multiple-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove several lines (the Trip Vehicle List dialog)',
        querystring: CartIdsQuery,
        response: CartResponses,
      },
    },
    async (request) => cart.removeMany(request.info, request.query),
  );

  app.delete(
    `${prefix}/remove-cart`,
    {
      schema: {
        tags,
        security,
        summary:
          'Empty the cart; with vehicle_id (a provider switch) that vehicle replaces its lines in one step (quantity, trip type, pickup time)',
        querystring: RemoveCartQuery,
        response: CartResponses,
      },
    },
    async (request) => cart.clear(request.info, request.query),
  );

  app.post(
    `${prefix}/clear-on-zone`,
    {
      schema: {
        tags,
        security,
        summary: "Empty the cart when the provider's (pickup) zone is not among the customer's new zones (SPEC §4)",
        body: ClearOnZoneBody,
        response: { 200: ClearOnZoneResult, ...errorResponses },
      },
    },
    async (request) => cart.clearOnZone(request.info, request.body),
  );

  app.put(
    `${prefix}/update-user-data`,
    {
      schema: {
        tags,
        security,
        summary: 'Change the trip details; to a type some vehicles lack answers 422 with the list of those lines',
        body: UpdateUserDataBody,
        response: CartResponses,
      },
    },
    async (request, reply) => {
      try {
        return await cart.updateUserData(request.info, request.body);
      } catch (error) {
        // SPEC §4: the answer is the plain list of the vehicles without that type
        if (error instanceof PricingTypeNotOffered) return reply.status(422).send(error.lacking);
        throw error;
      }
    },
  );

  app.post(
    `${prefix}/merge-guest`,
    {
      schema: {
        tags,
        security,
        summary:
          "After sign-in: bring the guest's cart into the user's (same provider adds up, else the user's cart wins)",
        body: MergeGuestVehicleCartBody,
        response: CartResponses,
      },
    },
    async (request) => cart.mergeGuest(request.info, request.body),
  );
};

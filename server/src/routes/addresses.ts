import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { presentAddress } from '../present';
import { AddressBody, AddressList, AddressSaved } from '../schemas/account';
import {
  Id,
  IdParam,
  MessageBody,
  PageQuery,
  bearerSecurity,
  errorResponses,
  pageBody,
  pageOf,
} from '../schemas/common';
import { offeredPhone } from '../services/phones';
import { requireUser } from '../services/accounts/sessions';
import { requestLang, type Lang } from '../i18n';

type Body = Static<typeof AddressBody>;

/** SPEC §6: guests keep one local address in the browser; only signed-in customers save addresses here. */
function guestRefusal(request: FastifyRequest) {
  if (!request.info.token && request.info.guestId) {
    throw new ApiError(403, 'guest', 'Guests cannot save addresses. Please sign in.');
  }
}

export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  async function signedIn(request: FastifyRequest): Promise<UserRow> {
    guestRefusal(request);
    return requireUser(ctx, request.info);
  }

  /**
   * Zone ids come from the point, never from the client; a point outside every zone is refused. The courier calls
   * the contact number: a mobile of an offered country, kept in E.164 (issue 40.7).
   */
  async function fields(body: Body, lang: Lang) {
    const zoneIds = await ctx.zones.zoneIdsAt({ lat: body.latitude, lng: body.longitude });
    if (zoneIds.length === 0) throw new ApiError(400, 'coordinates', 'Service not available in this area');
    const type = body.address_type?.trim() || 'Home';
    return {
      address_type: type,
      // SPEC §4: the label is only kept for type "other"
      address_label: type.toLowerCase() === 'other' ? body.address_label?.trim() || null : null,
      contact_person_name: body.contact_person_name.trim(),
      contact_person_number: await offeredPhone(ctx, body.contact_person_number, lang, 'contact_person_number'),
      contact_person_email: body.contact_person_email?.trim() || null,
      address: body.address.trim(),
      latitude: body.latitude,
      longitude: body.longitude,
      additional_information: body.additional_information ?? null,
      house: body.house ?? null,
      floor: body.floor ?? null,
      road: body.road ?? null,
      zone_id: zoneIds[0] ?? null,
      zone_ids: JSON.stringify(zoneIds),
      zoneIds,
    };
  }

  app.get(
    '/api/v1/customer/address/list',
    {
      schema: {
        tags: ['addresses'],
        summary: "The signed-in customer's addresses",
        security: bearerSecurity,
        querystring: Type.Object({ ...PageQuery, guest_id: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: AddressList, ...errorResponses },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const page = pageOf({ limit: 100, ...request.query });
      const { total, rows } = await app.repos.addresses.page(ctx.db, user.id, page);
      return pageBody(page, total, 'addresses', rows.map(presentAddress));
    },
  );

  app.post(
    '/api/v1/customer/address/add',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Save an address (zone ids are computed from the point)',
        security: bearerSecurity,
        body: Type.Object({
          ...AddressBody.properties,
          guest_id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
        }),
        response: { 200: AddressSaved, ...errorResponses },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const { zoneIds, ...values } = await fields(request.body, requestLang(request));
      const now = ctx.clock.now();
      const row = await app.repos.addresses.insert(ctx.db, {
        ...values,
        user_id: user.id,
        created_at: now,
        updated_at: now,
      });
      return { message: 'Successfully added!', zone_ids: zoneIds, address: presentAddress(row) };
    },
  );

  app.put(
    '/api/v1/customer/address/update/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Update one of your addresses',
        security: bearerSecurity,
        params: IdParam,
        body: AddressBody,
        response: { 200: AddressSaved, ...errorResponses },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const { zoneIds, ...values } = await fields(request.body, requestLang(request));
      // The owner is part of the WHERE: another customer's id behaves as unknown (404), and nothing changes.
      const row = await app.repos.addresses.update(ctx.db, user.id, request.params.id, {
        ...values,
        updated_at: ctx.clock.now(),
      });
      if (!row) throw notFound('Address');
      return { message: 'Successfully updated!', zone_ids: zoneIds, address: presentAddress(row) };
    },
  );

  app.delete(
    '/api/v1/customer/address/delete',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete one of your addresses',
        security: bearerSecurity,
        querystring: Type.Object({ address_id: Id('address_id') }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      if (!(await app.repos.addresses.remove(ctx.db, user.id, request.query.address_id))) throw notFound('Address');
      return { message: 'Successfully removed!' };
    },
  );
};

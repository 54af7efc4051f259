import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { ApiError, notFound } from '../errors';
import { requestLang, tr } from '../i18n';
import type { ZoneData } from '../schemas/catalog';
import { Messages, errorResponses } from '../schemas/common';
import {
  GeocodeResult,
  PlaceAutocomplete,
  PlaceDetails,
  PlaceSearchQuery,
  ZoneLookup,
  ZoneLookupQuery,
} from '../schemas/config';
import { distanceMeters } from '../infra/geo';
import { matchId, PlaceDirectory, placeAddress, placeName } from '../services/catalog/place-search';
import { major, majorOrNull } from '../present';

/** Geocoding radius: beyond this from every gazetteer place there is no address to give. */
const GEOCODE_RADIUS_M = 30_000;
/** Suggestions per query: a street name can exist in each of the cities, and the list must still fit a phone. */
const PLACE_SUGGESTIONS = 8;

/**
 * Zones and places are answered from our own tables (zones' polygons, the seeded gazetteer), so location search
 * works offline; a Google-backed implementation can replace these handlers behind configuration.
 */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/config/get-zone-id',
    {
      schema: {
        tags: ['location'],
        summary: 'Zones containing a point (zone_id is the JSON array the storefront sends back in the zoneId header)',
        querystring: ZoneLookupQuery,
        response: { 200: ZoneLookup, ...errorResponses },
      },
    },
    async (request) => {
      const ids = await ctx.zones.zoneIdsAt(request.query);
      if (ids.length === 0) throw new ApiError(404, 'coordinates', 'Service not available in this area');
      const zones = await app.repos.zones.byIds(ctx.db, ids);
      const modules = await app.repos.zones.modulesIn(ctx.db, ids);
      const lang = requestLang(request);
      const zoneData = zones.map((zone): Static<typeof ZoneData> => ({
        id: zone.id,
        name: zone.name,
        status: zone.status ? 1 : 0,
        cash_on_delivery: zone.cash_on_delivery ? 1 : 0,
        digital_payment: zone.digital_payment ? 1 : 0,
        increased_delivery_fee_status: zone.increased_delivery_fee_status,
        increased_delivery_fee: zone.increased_delivery_fee_x100 / 100,
        increase_delivery_fee_message: zone.increase_delivery_fee_message,
        formated_coordinates: zone.polygon.map((p) => ({ lat: p.lat, lng: p.lng })),
        modules: modules
          .filter((m) => m.zone_id === zone.id)
          .map((m) => ({
            id: m.module_id,
            module_type: m.module_type,
            module_name: tr(lang, m.module_name, m.i18n),
            pivot: {
              zone_id: m.zone_id,
              module_id: m.module_id,
              delivery_charge_type: m.delivery_charge_type,
              fixed_shipping_charge: major(m.fixed_shipping_charge_minor),
              per_km_shipping_charge: major(m.per_km_shipping_charge_minor),
              minimum_shipping_charge: major(m.minimum_shipping_charge_minor),
              maximum_shipping_charge: majorOrNull(m.maximum_shipping_charge_minor),
              maximum_cod_order_amount: majorOrNull(m.maximum_cod_order_amount_minor),
            },
          })),
      }));
      return { zone_id: JSON.stringify(ids), zone_ids: ids, zone_data: zoneData };
    },
  );

  app.get(
    '/api/v1/config/geocode-api',
    {
      schema: {
        tags: ['location'],
        summary: 'Reverse geocode: the nearest gazetteer place (ZERO_RESULTS beyond 30 km)',
        querystring: ZoneLookupQuery,
        response: { 200: GeocodeResult, ...errorResponses },
      },
    },
    async (request) => {
      const point = request.query;
      const lang = requestLang(request);
      // A bounding box of ~0.5° keeps the candidate set small before the exact distance.
      const candidates = await app.repos.places.inBox(ctx.db, point, { lat: 0.5, lng: 0.8 });
      const nearest = candidates
        .map((p) => ({ p, d: distanceMeters(point, { lat: p.latitude, lng: p.longitude }) }))
        .filter((c) => c.d <= GEOCODE_RADIUS_M)
        .sort((a, b) => a.d - b.d)[0];
      if (!nearest) return { status: 'ZERO_RESULTS', results: [] };
      const place = nearest.p;
      return {
        status: 'OK',
        results: [
          {
            formatted_address: tr(lang, place.formatted_address, place.i18n, 'formatted_address'),
            place_id: place.place_id,
            geometry: { location: { lat: place.latitude, lng: place.longitude } },
          },
        ],
      };
    },
  );

  const places = new PlaceDirectory(ctx.db, app.repos.places);
  // built before the first request, so the first customer to type does not wait for it; a failed read (an app
  // built over an empty database, to print its OpenAPI document) is only logged: the first search retries it
  app.addHook('onReady', async () => {
    await places.index().catch((error: unknown) => app.log.warn({ err: error }, 'place index not built at start'));
  });

  app.get(
    '/api/v1/config/place-api-autocomplete',
    {
      schema: {
        tags: ['location'],
        summary:
          'Place search over the gazetteer: streets and landmarks by name in ru, kz, en or Latin spelling, a house ' +
          'number after a street kept; places near lat/lng first',
        querystring: PlaceSearchQuery,
        response: { 200: PlaceAutocomplete, ...errorResponses },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const { search_text, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const matches = (await places.index()).search(search_text, { near, limit: PLACE_SUGGESTIONS });
      return {
        data: {
          suggestions: matches.map((match) => {
            const { place, house } = match;
            const placeId = matchId(match);
            const address = placeAddress(place, lang, house);
            return {
              placePrediction: {
                placeId,
                place: `places/${placeId}`,
                text: { text: place.kind === 'street' ? address : `${place.name[lang]}, ${address}` },
              },
            };
          }),
        },
      };
    },
  );

  app.get(
    '/api/v1/config/place-api-details',
    {
      schema: {
        tags: ['location'],
        summary: "Place coordinates by place id (a street's id may carry a house number: <id>~<number>)",
        querystring: Type.Object({
          placeid: Type.String({
            minLength: 1,
            maxLength: 100,
            ...Messages({ required: 'placeid is required.', default: 'placeid is invalid.' }),
          }),
        }),
        response: { 200: PlaceDetails, ...errorResponses },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const match = (await places.index()).resolve(request.query.placeid);
      if (!match) throw notFound('Place');
      const { place, house } = match;
      return {
        data: {
          id: request.query.placeid,
          displayName: { text: placeName(place, lang, house) },
          formattedAddress: placeAddress(place, lang, house),
          location: { latitude: place.lat, longitude: place.lng },
        },
      };
    },
  );
};

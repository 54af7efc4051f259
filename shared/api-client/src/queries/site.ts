// Query options of the site's public reference data outside the catalog: policy pages, zones for the partner
// forms, place search.
import { queryOptions } from '@tanstack/react-query';
import { geoApi } from '../endpoints/addresses';
import { catalogApi } from '../endpoints/catalog';
import { configApi } from '../endpoints/config';
import { pagesApi, registrationApi, type PolicyPage } from '../endpoints/registrations';
import { LANDING_STALE_TIME_MS } from '@mart/domain';

export const pageQueries = {
  page: (page: PolicyPage, language: string, enabled = true) =>
    queryOptions({ queryKey: ['page', page, language], queryFn: () => pagesApi.get(page), enabled }),
};

export const zoneQueries = {
  list: () => queryOptions({ queryKey: ['zones'], queryFn: registrationApi.zones, staleTime: LANDING_STALE_TIME_MS }),
  /**
   * The outline of the zone a point is in (SPEC §2 map picker "optional zone polygon"), or null outside every zone:
   * the map then starts at its usual zoom with no outline.
   */
  outlineAt: (point: { lat: number; lng: number }) =>
    queryOptions({
      queryKey: ['zone-outline', point.lat, point.lng],
      queryFn: async () => {
        const found = await configApi.zoneId(point.lat, point.lng).catch(() => null);
        return found?.zone_data[0]?.formated_coordinates ?? null;
      },
      staleTime: LANDING_STALE_TIME_MS,
    }),
};

export const placeQueries = {
  autocomplete: (text: string, near?: { lat: number; lng: number }) =>
    queryOptions({
      queryKey: ['place-autocomplete', text, near?.lat, near?.lng],
      queryFn: () => geoApi.autocomplete(text, near),
      enabled: text.trim().length >= 2,
      staleTime: 60_000,
    }),
};

export const couponQueries = {
  /** the running coupons, as the coupons page lists them */
  list: () => queryOptions({ queryKey: ['coupons'], queryFn: catalogApi.coupons }),
};

export const interestQueries = {
  /** every category, for the customer's interests after sign-up */
  categories: () => queryOptions({ queryKey: ['categories-interest'], queryFn: catalogApi.categories }),
};

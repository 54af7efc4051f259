import type { SiteSearchResult } from '@mart/api-client';
import { VEHICLE_FLAVOURS } from '@mart/domain';

/** One thing found, as the suggestions and the results page link to it. */
export interface FoundLink {
  key: string;
  kind: 'store' | 'item' | 'vehicle';
  name: string;
  href: string;
  image: string | null;
  /** the store an item is sold by, a vehicle's provider */
  by: string | null;
}

/** The page of a vehicle of this module type (rental or car market). */
const vehicleHref = (moduleType: string | undefined, id: number) => {
  const flavour = moduleType === 'carmarket' ? VEHICLE_FLAVOURS.carmarket : VEHICLE_FLAVOURS.rental;
  return `${flavour.routeBase}/vehicle-details/${id}`;
};

/** The search answer as links, grouped the way the page shows them (stores, items, vehicles). */
export function foundLinks(result: SiteSearchResult, moduleType: string | undefined) {
  const stores: FoundLink[] = result.stores.map((s) => ({
    key: `store-${s.id}`,
    kind: 'store',
    name: s.name,
    href: `/store/${s.id}`,
    image: s.logo_full_url || null,
    by: null,
  }));
  const items: FoundLink[] = result.items.map((i) => ({
    key: `item-${i.id}`,
    kind: 'item',
    name: i.name,
    href: `/product/${i.id}`,
    image: i.image_full_url || null,
    by: i.store_name ?? null,
  }));
  const vehicles: FoundLink[] = result.vehicles.map((v) => ({
    key: `vehicle-${v.id}`,
    kind: 'vehicle',
    name: v.name,
    href: vehicleHref(moduleType, v.id),
    image: v.thumbnail_full_url || null,
    by: v.provider?.name ?? null,
  }));
  return { stores, items, vehicles };
}

/** The address of the results page for a query. */
export const searchHref = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;

import { CATALOG_CACHE } from '@mart/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Flavour } from '../../flavour';

/** One vehicle, as its details page reads it. */
export function vehicleDetailsQuery(flavour: Flavour, id: number) {
  return queryOptions({
    queryKey: ['vehicle', flavour.key, id],
    queryFn: () => flavour.api.details(id),
    ...CATALOG_CACHE.page,
  });
}

/** The chunk of the parts of a vehicle's page below its top (details-parts.ts). */
export const loadDetailsParts = () => import('./details-parts');

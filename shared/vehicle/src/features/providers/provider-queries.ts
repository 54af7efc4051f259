import { queryOptions } from '@tanstack/react-query';
import type { Flavour } from '../../flavour';

/** A provider's page: its details, its vehicles and its reviews. */
export const providerQueries = {
  details: (flavour: Flavour, id: number) =>
    queryOptions({ queryKey: ['provider', flavour.key, id], queryFn: () => flavour.api.provider(id) }),
  vehicles: (flavour: Flavour, id: number) =>
    queryOptions({
      queryKey: ['provider-vehicles', flavour.key, id],
      queryFn: () => flavour.api.providerVehicles(id, { limit: 24 }),
    }),
  reviews: (flavour: Flavour, id: number) =>
    queryOptions({ queryKey: ['provider-reviews', flavour.key, id], queryFn: () => flavour.api.providerReviews(id) }),
};

import { queryOptions } from '@tanstack/react-query';
import type { Flavour } from '../../flavour';

/** The customer's trips of a flavour, and one trip; `all` refreshes both after a change. */
export const tripQueries = {
  all: ['trips'] as const,
  one: ['trip'] as const,
  list: (flavour: Flavour, token: string | null) =>
    queryOptions({ queryKey: ['trips', flavour.key, token], queryFn: () => flavour.api.trips(), enabled: !!token }),
  trip: (flavour: Flavour, id: number | null) =>
    queryOptions({ queryKey: ['trip', flavour.key, id], queryFn: () => flavour.api.trip(id!), enabled: id !== null }),
  /** the signed-in customer's latest trips, to pick one to track */
  latest: (flavour: Flavour, enabled: boolean) =>
    queryOptions({ queryKey: ['trips', flavour.key, 'latest'], queryFn: () => flavour.api.trips(1, 5), enabled }),
  /** a trip tracked by number (and, for a guest's, the contact phone that proves it) */
  tracked: (flavour: Flavour, asked: { id: number; phone?: string } | null) =>
    queryOptions({
      queryKey: ['track-trip', flavour.key, asked?.id, asked?.phone],
      queryFn: () => flavour.api.trackTrip(asked!.id, asked!.phone),
      enabled: asked !== null,
      retry: false,
    }),
};

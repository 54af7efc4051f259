import { distanceTripHours, findRoute, type LatLng, type Route } from '@mart/domain';
import type { DirectionsService } from '@mart/maps';

/**
 * SPEC §7: driving → walking → bicycling, straight line (6378137 m earth) when none answers. Without a service
 * every mode counts as ZERO_RESULTS, so the answer is the straight line.
 */
export function routeBetween(
  origin: LatLng,
  destination: LatLng,
  service: DirectionsService | null,
): Promise<Route | null> {
  return findRoute(origin, destination, (mode) =>
    service ? service(origin, destination, mode) : Promise.resolve({ status: 'ZERO_RESULTS' }),
  );
}

/** Hours a distance trip is booked for (SPEC §9): the route's, or the straight line's estimate at average speed. */
export function routeHours(route: Route | null): number {
  return route ? distanceTripHours(route.distanceMeters, route.durationSeconds) : 0;
}

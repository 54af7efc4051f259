import { findRoute, tripHours, type DirectionsMode, type LatLng, type Route, type RouteAttempt } from '@mart/domain';

/** A directions service (Google, behind configuration); absent offline, which is the path tests take. */
export type DirectionsService = (origin: LatLng, destination: LatLng, mode: DirectionsMode) => Promise<RouteAttempt>;

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

/** Hours sent as estimated hours / destination_time for a distance trip (SPEC §9), 0 for the straight line. */
export function routeHours(route: Route | null): number {
  return route?.durationSeconds ? tripHours(route.durationSeconds) : 0;
}

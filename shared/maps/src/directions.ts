import { useMemo } from 'react';
import type { DirectionsMode, LatLng, RouteAttempt } from '@mart/domain';
import { useMapKey } from './map-key';

/**
 * A directions service: one mode's answer between two points. The route maths (@mart/domain findRoute) asks it
 * driving → walking → bicycling and falls back to the straight line; offline (no map key) there is none.
 */
export type DirectionsService = (origin: LatLng, destination: LatLng, mode: DirectionsMode) => Promise<RouteAttempt>;

/** The part of a Directions API answer the route maths reads. */
export interface DirectionsAnswer {
  routes: { legs: { distance?: { value: number }; duration?: { value: number } }[] }[];
}

/** A Directions answer as a route attempt: the first route, its legs summed; an OK without a route is ZERO_RESULTS. */
export function routeAttemptOf(status: string, answer: DirectionsAnswer | null): RouteAttempt {
  const legs = answer?.routes[0]?.legs ?? [];
  if (status !== 'OK') return { status };
  if (legs.length === 0) return { status: 'ZERO_RESULTS' };
  return {
    status,
    distanceMeters: legs.reduce((m, l) => m + (l.distance?.value ?? 0), 0),
    durationSeconds: legs.reduce((s, l) => s + (l.duration?.value ?? 0), 0),
  };
}

/** What this module uses of the Maps JS API (google.maps), so tests can stand in for it. */
export interface MapsDirectionsApi {
  DirectionsService: new () => {
    route(
      request: { origin: LatLng; destination: LatLng; travelMode: DirectionsMode },
      callback: (answer: DirectionsAnswer | null, status: string) => void,
    ): unknown;
  };
}

type MapsWindow = Window & { google?: { maps?: Partial<MapsDirectionsApi> }; __martDirectionsReady?: () => void };

const SCRIPT_ID = 'mart-google-maps-directions';
let loading: Promise<MapsDirectionsApi> | null = null;

/** The Maps JS API with the site's key: already on the page (the map gate loaded it), or loaded once here. */
function mapsApi(apiKey: string): Promise<MapsDirectionsApi> {
  const w = window as MapsWindow;
  if (w.google?.maps?.DirectionsService) return Promise.resolve(w.google.maps as MapsDirectionsApi);
  loading ??= new Promise<MapsDirectionsApi>((resolve, reject) => {
    w.__martDirectionsReady = () =>
      w.google?.maps?.DirectionsService
        ? resolve(w.google.maps as MapsDirectionsApi)
        : reject(new Error('Maps JS API without directions'));
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&callback=__martDirectionsReady`;
    script.onerror = () => {
      // a later search may try again (the network may be back)
      loading = null;
      script.remove();
      reject(new Error('Maps JS API did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The Google directions service on a given Maps JS API (injected: the page's google.maps, or a test's stand-in). */
export function directionsServiceOn(load: () => Promise<MapsDirectionsApi>): DirectionsService {
  return async (origin, destination, mode) => {
    const maps = await load();
    const service = new maps.DirectionsService();
    return new Promise<RouteAttempt>((resolve) => {
      service.route({ origin, destination, travelMode: mode }, (answer, status) =>
        resolve(routeAttemptOf(status, answer)),
      );
    });
  };
}

/**
 * The site's directions service when a map key is configured (config.map_api_key), else null: the route maths
 * then takes the straight line, which is the designed offline path.
 */
export function useDirectionsService(): DirectionsService | null {
  const apiKey = useMapKey();
  return useMemo(() => (apiKey ? directionsServiceOn(() => mapsApi(apiKey)) : null), [apiKey]);
}

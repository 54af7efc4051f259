import { useMemo } from 'react';
import { useBusValue } from '@mart/bus';

export interface LatLngPoint {
  lat: number;
  lng: number;
}

const isPoint = (v: unknown): v is LatLngPoint =>
  typeof v === 'object' &&
  v !== null &&
  Number.isFinite((v as LatLngPoint).lat) &&
  Number.isFinite((v as LatLngPoint).lng);

/**
 * Where place suggestions should start: the customer's chosen location, else the site's default city
 * (config.default_location). The gazetteer holds the same street names in several cities, so a search with no
 * point of reference would rank another city's streets as high as the customer's own.
 */
export function usePlaceBias(): LatLngPoint | undefined {
  const location = useBusValue('location');
  const config = useBusValue('config');
  const point = location ?? (isPoint(config?.default_location) ? config.default_location : undefined);
  const lat = point?.lat;
  const lng = point?.lng;
  // one object per point, so effects and query keys that read it do not run again on every render
  return useMemo(() => (lat !== undefined && lng !== undefined ? { lat, lng } : undefined), [lat, lng]);
}

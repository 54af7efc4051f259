import { vehicleEndpoints, type VehicleEndpoints } from '@mart/api-client';
import { VEHICLE_FLAVOURS } from '@mart/domain';

export type FlavourKey = 'rental' | 'carmarket';
export type FlavourRules = (typeof VEHICLE_FLAVOURS)[FlavourKey];

/**
 * Everything that differs between rental and car market; the feature code reads only this. The business names
 * (trip_hourly vs order_hourly, rental_type vs carmarket_type, booking paths) come from @mart/domain.
 */
export interface Flavour {
  key: FlavourKey;
  basePath: `/${FlavourKey}`;
  apiBase: string;
  rules: FlavourRules;
  api: VehicleEndpoints;
}

function make(key: FlavourKey): Flavour {
  const rules = VEHICLE_FLAVOURS[key];
  return {
    key,
    basePath: rules.routeBase,
    apiBase: rules.apiBase,
    rules,
    api: vehicleEndpoints(key),
  };
}

export const FLAVOURS: Record<FlavourKey, Flavour> = { rental: make('rental'), carmarket: make('carmarket') };

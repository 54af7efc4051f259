/**
 * Rental and car market share every vehicle route; they differ only in module type and in the names of the
 * pricing-availability fields (SPEC §3: trip_hourly/trip_distance vs order_hourly/order_distance).
 */
export type FlavourName = 'rental' | 'carmarket';

export interface Flavour {
  name: FlavourName;
  moduleType: FlavourName;
  pricingFields(
    hourly: number,
    distance: number,
  ): { trip_hourly: number; trip_distance: number } | { order_hourly: number; order_distance: number };
}

export const flavours: Record<FlavourName, Flavour> = {
  rental: {
    name: 'rental',
    moduleType: 'rental',
    pricingFields: (hourly, distance) => ({ trip_hourly: hourly, trip_distance: distance }),
  },
  carmarket: {
    name: 'carmarket',
    moduleType: 'carmarket',
    pricingFields: (hourly, distance) => ({ order_hourly: hourly, order_distance: distance }),
  },
};

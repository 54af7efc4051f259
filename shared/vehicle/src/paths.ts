import type { Flavour } from './flavour';

/** A flavour's page paths: its route manifest (routes.tsx) declares its pages at them, and links use them. */
export function vehiclePaths(flavour: Flavour) {
  const b = flavour.basePath;
  return {
    search: `${b}/vehicle-search`,
    details: `${b}/vehicle-details/:id`,
    provider: `${b}/provider-details/:id`,
    cart: `${b}/cart`,
    checkout: `${b}/checkout`,
    myTrips: '/my-trips',
    // the module's tracking page: the shell routes /track-order here while this flavour's module is picked
    track: '/track-order',
  } as const;
}

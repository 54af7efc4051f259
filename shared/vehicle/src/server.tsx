// A vehicle remote's server render of a page's first screen (what its webpack server build exposes).
import { registerTranslations } from '@mart/i18n';
import { claimsOf, type RouteClaim } from '@mart/runtime';
import { createPrerenderer, type Prerenderer } from '@mart/runtime/server';
import { FLAVOURS, type FlavourKey } from './flavour';
import { vehicleTranslations } from './locales';
import { vehicleRoutes } from './routes';
import { VehicleRoutes } from './VehicleApp';

export function vehiclePrerenderer(key: FlavourKey): Prerenderer {
  registerTranslations('vehicle', vehicleTranslations);
  const flavour = FLAVOURS[key];
  return createPrerenderer(key, vehicleRoutes(flavour), () => <VehicleRoutes flavour={flavour} />);
}

/** The flavour's route claims, which the build writes into the remote's deploy metadata (dist/routes.json). */
export function vehicleRouteClaims(key: FlavourKey): RouteClaim[] {
  return claimsOf(vehicleRoutes(FLAVOURS[key]));
}

// A vehicle remote's server render of a page's first screen (what its webpack server build exposes).
import { registerTranslations } from '@mart/i18n';
import { createPrerenderer, type Prerenderer } from '@mart/ui/server';
import { FLAVOURS, type FlavourKey } from './flavour';
import { vehicleTranslations } from './locales';
import { vehicleRoutePrefetch } from './route-prefetch';
import { VehicleRoutes } from './VehicleApp';

export function vehiclePrerenderer(key: FlavourKey): Prerenderer {
  registerTranslations('vehicle', vehicleTranslations);
  const flavour = FLAVOURS[key];
  return createPrerenderer(key, vehicleRoutePrefetch(flavour), () => <VehicleRoutes flavour={flavour} />);
}

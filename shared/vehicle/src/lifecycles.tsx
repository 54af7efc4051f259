import type { ReactNode } from 'react';
import type { RemoteBuild } from '@mart/bus';
import { registerTranslations } from '@mart/i18n';
import { remoteLifecycles } from '@mart/runtime';
import { FLAVOURS, type FlavourKey } from './flavour';
import { VehicleFrame } from './VehicleApp';
import { vehicleTranslations } from './locales';
import { vehicleRoutes } from './routes';

/** What a vehicle remote exposes as `./app`. */
export function vehicleLifecycles(key: FlavourKey, build: RemoteBuild) {
  registerTranslations('vehicle', vehicleTranslations);
  const flavour = FLAVOURS[key];
  return remoteLifecycles(build, {
    routes: vehicleRoutes(flavour),
    frame: ({ children }: { children: ReactNode }) => <VehicleFrame flavour={flavour}>{children}</VehicleFrame>,
  });
}

import type { ReactNode } from 'react';
import { ManifestRoutes } from '@mart/runtime';
import type { Flavour } from './flavour';
import { FlavourContext } from './FlavourContext';
import { vehicleRoutes } from './routes';
import { useCartSync } from './lib/cart/useCartSync';

function CartSync({ flavour }: { flavour: Flavour }) {
  useCartSync(flavour);
  return null;
}

/** What a vehicle remote draws around every page: its flavour, and the cart's upkeep while it is mounted. */
export function VehicleFrame({ flavour, children }: { flavour: Flavour; children: ReactNode }) {
  return (
    <FlavourContext.Provider value={flavour}>
      <CartSync flavour={flavour} />
      {children}
    </FlavourContext.Provider>
  );
}

/** A vehicle remote's pages for the server's first screen (the browser's data router is made from the same
 * manifest). */
export function VehicleRoutes({ flavour }: { flavour: Flavour }) {
  return (
    <VehicleFrame flavour={flavour}>
      <ManifestRoutes manifest={vehicleRoutes(flavour)} />
    </VehicleFrame>
  );
}

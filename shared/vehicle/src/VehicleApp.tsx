import { BrowserRouter } from 'react-router-dom';
import { ManifestRoutes } from '@mart/runtime';
import type { Flavour } from './flavour';
import { FlavourContext } from './FlavourContext';
import { ModuleHome } from './features/home/ModuleHome';
import { vehicleRoutes } from './routes';
import { useCartSync } from './features/cart/useCartSync';

function Routed({ flavour }: { flavour: Flavour }) {
  useCartSync(flavour);
  return <ManifestRoutes manifest={vehicleRoutes(flavour)} fallback={ModuleHome} />;
}

/** A vehicle remote's routes under the flavour's base path, plus /home for its module, under whichever router renders
 * them (the browser's, or the server's for a first screen). */
export function VehicleRoutes({ flavour }: { flavour: Flavour }) {
  return (
    <FlavourContext.Provider value={flavour}>
      <Routed flavour={flavour} />
    </FlavourContext.Provider>
  );
}

/** The root of a vehicle remote. */
export function VehicleApp({ flavour }: { flavour: Flavour }) {
  return (
    <BrowserRouter>
      <VehicleRoutes flavour={flavour} />
    </BrowserRouter>
  );
}

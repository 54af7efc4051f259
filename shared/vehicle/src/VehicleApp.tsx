import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Flavour } from './flavour';
import { FlavourContext } from './FlavourContext';
import { CartPage } from './pages/CartPage';
import { CheckoutPage } from './pages/CheckoutPage';
import { ModuleHome } from './pages/ModuleHome';
import { MyTripsPage } from './pages/MyTripsPage';
import { ProviderDetailsPage } from './pages/ProviderDetailsPage';
import { VehicleDetailsPage } from './pages/VehicleDetailsPage';
import { VehicleSearchPage } from './pages/VehicleSearchPage';
import { useCartSync } from './state/useCartSync';

function Routed({ flavour }: { flavour: Flavour }) {
  useCartSync(flavour);
  const b = flavour.basePath;
  return (
    <Routes>
      <Route path={`${b}/vehicle-search`} element={<VehicleSearchPage />} />
      <Route path={`${b}/vehicle-details/:id`} element={<VehicleDetailsPage />} />
      <Route path={`${b}/provider-details/:id`} element={<ProviderDetailsPage />} />
      <Route path={`${b}/cart`} element={<CartPage />} />
      <Route path={`${b}/checkout`} element={<CheckoutPage />} />
      <Route path="/my-trips" element={<MyTripsPage />} />
      <Route path="*" element={<ModuleHome />} />
    </Routes>
  );
}

/** The root of a vehicle remote: its own routes under the flavour's base path, plus /home for its module. */
export function VehicleApp({ flavour }: { flavour: Flavour }) {
  return (
    <FlavourContext.Provider value={flavour}>
      <BrowserRouter>
        <Routed flavour={flavour} />
      </BrowserRouter>
    </FlavourContext.Provider>
  );
}

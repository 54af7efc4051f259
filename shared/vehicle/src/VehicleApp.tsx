import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyPage, PageSkeleton } from '@mart/ui';
import type { Flavour } from './flavour';
import { FlavourContext } from './FlavourContext';
import { ModuleHome } from './pages/ModuleHome';
import { VehicleDetailsPage } from './pages/VehicleDetailsPage';
import { VehicleSearchPage } from './pages/VehicleSearchPage';
import { vehiclePaths } from './route-prefetch';
import { useCartSync } from './state/useCartSync';

// the module home, the search page's title and the top of a vehicle's page (plain HTML, no antd) ship with the app;
// the other pages load when routed to
const CartPage = lazyPage(() => import('./pages/CartPage').then((m) => m.CartPage));
const CheckoutPage = lazyPage(() => import('./pages/CheckoutPage').then((m) => m.CheckoutPage));
const MyTripsPage = lazyPage(() => import('./pages/MyTripsPage').then((m) => m.MyTripsPage));
const TrackTripPage = lazyPage(() => import('./pages/TrackTripPage').then((m) => m.TrackTripPage));
const ProviderDetailsPage = lazyPage(() => import('./pages/ProviderDetailsPage').then((m) => m.ProviderDetailsPage));

function Routed({ flavour }: { flavour: Flavour }) {
  useCartSync(flavour);
  const paths = vehiclePaths(flavour);
  return (
    <Suspense fallback={<PageSkeleton rows={8} />}>
      <Routes>
        <Route path={paths.search} element={<VehicleSearchPage />} />
        <Route path={paths.details} element={<VehicleDetailsPage />} />
        <Route path={paths.provider} element={<ProviderDetailsPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.myTrips} element={<MyTripsPage />} />
        <Route path={paths.track} element={<TrackTripPage />} />
        <Route path="*" element={<ModuleHome />} />
      </Routes>
    </Suspense>
  );
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

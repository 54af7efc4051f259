// A vehicle remote's pages: the one place each is declared, per flavour (rental and car market differ only in
// their base path). The module home, the search page's title and the top of a vehicle's page (plain HTML, no antd)
// ship with the app; the other pages load when routed to.
import { lazyAntd, type RouteManifest } from '@mart/runtime';
import type { Flavour, FlavourKey } from './flavour';
import { vehiclePaths } from './paths';
import { prefetchVehicleHome } from './pages/home-queries';
import { ModuleHome } from './pages/ModuleHome';
import { prefetchDetailsPage, prefetchSearchPage } from './pages/page-loads';
import { VehicleDetailsPage } from './pages/VehicleDetailsPage';
import { VehicleSearchPage } from './pages/VehicleSearchPage';

const CartPage = lazyAntd(() => import('./pages/CartPage').then((m) => m.CartPage));
const CheckoutPage = lazyAntd(() => import('./pages/CheckoutPage').then((m) => m.CheckoutPage));
const MyTripsPage = lazyAntd(() => import('./pages/MyTripsPage').then((m) => m.MyTripsPage));
const TrackTripPage = lazyAntd(() => import('./pages/TrackTripPage').then((m) => m.TrackTripPage));
const ProviderDetailsPage = lazyAntd(() => import('./pages/ProviderDetailsPage').then((m) => m.ProviderDetailsPage));

const manifests = new Map<FlavourKey, RouteManifest>();

export function vehicleRoutes(flavour: Flavour): RouteManifest {
  const made = manifests.get(flavour.key);
  if (made) return made;
  const paths = vehiclePaths(flavour);
  const home = { page: ModuleHome, load: () => prefetchVehicleHome(flavour), ssr: true, followsModule: true };
  const manifest: RouteManifest = [
    { path: '/', ...home },
    { path: '/home', ...home },
    {
      path: paths.search,
      page: VehicleSearchPage,
      load: (_params, search) => prefetchSearchPage(flavour, search),
      ssr: true,
    },
    {
      path: paths.details,
      page: VehicleDetailsPage,
      load: ({ id }) => prefetchDetailsPage(flavour, Number(id)),
      ssr: true,
    },
    { path: paths.provider, page: ProviderDetailsPage },
    { path: paths.cart, page: CartPage },
    { path: paths.checkout, page: CheckoutPage },
    { path: paths.myTrips, page: MyTripsPage },
    { path: paths.track, page: TrackTripPage, followsModule: true },
  ];
  manifests.set(flavour.key, manifest);
  return manifest;
}

// A vehicle remote's pages: the one place each is declared, per flavour (rental and car market differ only in
// their base path). The module home, the search page's title and the top of a vehicle's page (plain HTML, no antd)
// ship with the app; the other pages load when routed to.
import { lazyAntd, type RouteManifest } from '@mart/runtime';
import type { Flavour, FlavourKey } from './flavour';
import { vehiclePaths } from './paths';
import { prefetchVehicleHome } from './features/home/home-queries';
import { ModuleHome } from './features/home/ModuleHome';
import { prefetchDetailsPage, prefetchSearchPage } from './page-loads';
import { VehicleDetailsPage } from './features/details/VehicleDetailsPage';
import { VehicleSearchPage } from './features/search/VehicleSearchPage';

const CartPage = lazyAntd(() => import('./features/cart/CartPage').then((m) => m.CartPage));
const CheckoutPage = lazyAntd(() => import('./features/checkout/CheckoutPage').then((m) => m.CheckoutPage));
const MyTripsPage = lazyAntd(() => import('./features/trips/MyTripsPage').then((m) => m.MyTripsPage));
const TrackTripPage = lazyAntd(() => import('./features/trips/TrackTripPage').then((m) => m.TrackTripPage));
const ProviderDetailsPage = lazyAntd(() =>
  import('./features/providers/ProviderDetailsPage').then((m) => m.ProviderDetailsPage),
);

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

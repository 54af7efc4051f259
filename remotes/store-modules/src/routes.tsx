// The store remote's pages: the one place each is declared (path, page, its early data load, server render).
// The module homes and the tops of the store and product pages (plain HTML, no antd) ship with the app; every other
// page is its own chunk, fetched when it is routed to.
import { lazyAntd, type RouteManifest } from '@mart/runtime';
import { CategoriesPage } from './features/browse/lazy';
import { CheckoutRoute } from './features/checkout/CheckoutTop';
import { prefetchHome } from './features/home/home-queries';
import { prefetchProductPage } from './features/items/product-queries';
import { prefetchStorePage } from './features/stores/store-queries';
import { QuickViewRoute } from './QuickViewRoute';

const StoreListPage = lazyAntd(() => import('./features/browse/StoreListPage').then((m) => m.StoreListPage));
const MyOrdersPage = lazyAntd(() => import('./features/orders/MyOrdersPage').then((m) => m.MyOrdersPage));
const TrackOrderPage = lazyAntd(() => import('./features/orders/TrackOrderPage').then((m) => m.TrackOrderPage));
const ParcelRoute = lazyAntd(() => import('./features/parcel/ParcelRoute').then((m) => m.ParcelRoute));

const LatestStores = () => <StoreListPage kind="latest" />;
const PopularStores = () => <StoreListPage kind="popular" />;
const home = { page: QuickViewRoute, load: prefetchHome, ssr: true, followsModule: true } as const;

export const STORE_ROUTES: RouteManifest = [
  { path: '/', ...home },
  { path: '/home', ...home },
  // react-router ranks these static segments above /store/:id: they are never read as a store called "latest"
  { path: '/store/latest', page: LatestStores },
  { path: '/store/popular', page: PopularStores },
  { path: '/store/:id', page: QuickViewRoute, load: ({ id }) => prefetchStorePage(id ?? ''), ssr: true },
  { path: '/categories', page: CategoriesPage },
  { path: '/category/:id', page: QuickViewRoute },
  { path: '/product/:id', page: QuickViewRoute, load: ({ id }) => prefetchProductPage(Number(id)), ssr: true },
  // its first screen (title, sections' places) is drawn on the server; the cart and the rest are the customer's
  { path: '/checkout', page: CheckoutRoute, ssr: true },
  { path: '/track-order', page: TrackOrderPage, followsModule: true },
  { path: '/my-orders', page: MyOrdersPage },
  { path: '/parcel', page: ParcelRoute },
];

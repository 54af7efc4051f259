import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyPage, PageSkeleton } from '@mart/ui';
import { CategoriesPage, CategoryPage } from './features/browse/lazy';
import { ModuleHome } from './features/home/ModuleHome';
import { ProductPage } from './features/items/ProductPage';
import { StorePage } from './features/stores/StorePage';
import { PATHS } from './paths';

// /home and the tops of the store and product pages (plain HTML, no antd) ship with the app; every other page is fetched when it is
// routed to
const StoreListPage = lazyPage(() => import('./features/browse/StoreListPage').then((m) => m.StoreListPage));
const CheckoutPage = lazyPage(() => import('./features/checkout/CheckoutPage').then((m) => m.CheckoutPage));
const MyOrdersPage = lazyPage(() => import('./features/orders/MyOrdersPage').then((m) => m.MyOrdersPage));
const TrackOrderPage = lazyPage(() => import('./features/orders/TrackOrderPage').then((m) => m.TrackOrderPage));
const ParcelRoute = lazyPage(() => import('./features/parcel/ParcelRoute').then((m) => m.ParcelRoute));

/** The remote's pages, under whichever router renders them (the browser's, or the server's for a first screen). */
export function StoreRoutes() {
  return (
    <Suspense fallback={<PageSkeleton rows={8} />}>
      <Routes>
        {/* static segments outrank /store/:id in react-router's ranking, so these two are never read as ids */}
        <Route path={PATHS.latestStores} element={<StoreListPage kind="latest" />} />
        <Route path={PATHS.popularStores} element={<StoreListPage kind="popular" />} />
        <Route path={PATHS.store} element={<StorePage />} />
        <Route path={PATHS.categories} element={<CategoriesPage />} />
        <Route path={PATHS.category} element={<CategoryPage />} />
        <Route path={PATHS.product} element={<ProductPage />} />
        <Route path={PATHS.checkout} element={<CheckoutPage />} />
        <Route path={PATHS.trackOrder} element={<TrackOrderPage />} />
        <Route path={PATHS.myOrders} element={<MyOrdersPage />} />
        <Route path={PATHS.parcel} element={<ParcelRoute />} />
        <Route path="*" element={<ModuleHome />} />
      </Routes>
    </Suspense>
  );
}

export function StoreModulesApp() {
  return (
    <BrowserRouter>
      <StoreRoutes />
    </BrowserRouter>
  );
}

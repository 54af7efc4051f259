import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CategoriesPage } from './features/browse/CategoriesPage';
import { CategoryPage } from './features/browse/CategoryPage';
import { StoreListPage } from './features/browse/StoreListPage';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { ProductPage } from './features/items/ProductPage';
import { ModuleHome } from './features/home/ModuleHome';
import { MyOrdersPage } from './features/orders/MyOrdersPage';
import { TrackOrderPage } from './features/orders/TrackOrderPage';
import { ParcelRoute } from './features/parcel/ParcelRoute';
import { StorePage } from './features/stores/StorePage';

export function StoreModulesApp() {
  return (
    <BrowserRouter>
      <Routes>
        {/* static segments outrank /store/:id in react-router's ranking, so these two are never read as ids */}
        <Route path="/store/latest" element={<StoreListPage kind="latest" />} />
        <Route path="/store/popular" element={<StoreListPage kind="popular" />} />
        <Route path="/store/:id" element={<StorePage />} />
        <Route path="/categories" element={<CategoriesPage />} />
        <Route path="/category/:id" element={<CategoryPage />} />
        <Route path="/product/:id" element={<ProductPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/track-order" element={<TrackOrderPage />} />
        <Route path="/my-orders" element={<MyOrdersPage />} />
        <Route path="/parcel" element={<ParcelRoute />} />
        <Route path="*" element={<ModuleHome />} />
      </Routes>
    </BrowserRouter>
  );
}

import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { ModuleHome } from './features/home/ModuleHome';
import { MyOrdersPage } from './features/orders/MyOrdersPage';
import { TrackOrderPage } from './features/orders/TrackOrderPage';
import { StorePage } from './features/stores/StorePage';

export function StoreModulesApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/store/:id" element={<StorePage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/track-order" element={<TrackOrderPage />} />
        <Route path="/my-orders" element={<MyOrdersPage />} />
        <Route path="*" element={<ModuleHome />} />
      </Routes>
    </BrowserRouter>
  );
}

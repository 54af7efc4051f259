import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { StoreOrder } from '@mart/api-client';
import { bus } from '@mart/bus';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { storeTranslations } from '../../locales';
import { OrderTracking } from './TrackOrderPage';

jest.mock(
  '@ant-design/icons',
  () => new Proxy({ __esModule: true }, { get: (t, name) => (name in t ? t[name as '__esModule'] : () => null) }),
);

registerTranslations('store', storeTranslations);
beforeAll(() => applyLanguage('ru'));
afterEach(() => bus.set('config', null));

const order = (order_status: string) =>
  ({
    id: 7,
    store_name: 'Бургерная',
    order_status,
    payment_method: 'cash_on_delivery',
    payment_status: 'unpaid',
    items_subtotal: 1200,
    item_discount: 0,
    store_discount: 0,
    coupon_discount: 0,
    tax: 0,
    tax_included: false,
    delivery_charge: 250,
    surge_charge: 50,
    surge_note: 'Вечером доставка дороже',
    cashback: 0,
    order_amount: 1500,
    distance_km: 0,
    timeline: [],
    route: [],
    parcel: null,
    cancellation_reason: null,
  }) as unknown as StoreOrder;

test("labels an order the demo courier is moving, and only while it's on its way", () => {
  bus.set('config', { demo_courier: true });
  const { rerender } = render(<OrderTracking order={order('processing')} />);
  expect(screen.getByTestId('demo-courier')).toHaveTextContent('Демо-курьер');
  rerender(<OrderTracking order={order('delivered')} />);
  expect(screen.queryByTestId('demo-courier')).toBeNull();
  rerender(<OrderTracking order={order('canceled')} />);
  expect(screen.queryByTestId('demo-courier')).toBeNull();
});

test('says nothing of a courier where the site has none', () => {
  bus.set('config', { demo: true, demo_courier: false });
  render(<OrderTracking order={order('processing')} />);
  expect(screen.queryByTestId('demo-courier')).toBeNull();
});

test('the receipt lists the surge as its own line with its note, in the page language', () => {
  bus.set('config', { currency_symbol: '₸', currency_symbol_direction: 'right', digit_after_decimal_point: 2 });
  const { unmount } = render(<OrderTracking order={order('processing')} />);
  const totals = screen.getByTestId('order-totals');
  expect(totals).toHaveTextContent('Повышенный спрос');
  // the number's format is usePrice's (Intl): only the amount is this test's
  expect(screen.getByTestId('surge-charge')).toHaveTextContent(/50[.,]00/);
  expect(screen.getByTestId('surge-charge')).toHaveTextContent('Вечером доставка дороже');
  unmount();
  applyLanguage('en');
  render(<OrderTracking order={{ ...order('processing'), surge_charge: 0, surge_note: null }} />);
  expect(screen.getByTestId('order-totals')).not.toHaveTextContent('Surge fee');
  expect(screen.queryByTestId('surge-charge')).toBeNull();
  applyLanguage('ru');
});

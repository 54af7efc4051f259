import '@testing-library/jest-dom';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiVehicle, VehicleCartResponse } from '@mart/api-client';
import { bus, type BusRequest } from '@mart/bus';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { FLAVOURS, type FlavourKey } from '../flavour';
import { FlavourContext } from '../FlavourContext';
import { vehicleTranslations } from '../locales';
import { cartKey } from '../lib/cart/useCart';
// after the libraries: they load as they would in a browser without these gaps
import '../../../../jest.antd-dom';

registerTranslations('vehicle', vehicleTranslations);

export const GUEST = 'g_test_guest';

/** Config the price formatter reads (SPEC §3: symbol left, 2 decimals). */
export function setConfig(): void {
  bus.set('config', { currency_symbol: '₸', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } as never);
  bus.set('guestId', GUEST);
  bus.set('auth', { token: null, profile: null });
}

/** Every bus request (toasts) made while a test runs. */
export function recordRequests(): BusRequest[] {
  const seen: BusRequest[] = [];
  const sub = bus.requests$.subscribe((r) => seen.push(r));
  afterAll(() => sub.unsubscribe());
  return seen;
}

/** Renders inside the flavour, a fresh query cache (optionally holding the cart) and the given language. */
export async function renderVehicle(
  ui: ReactElement,
  {
    flavour = 'rental',
    cart,
    language = 'ru',
  }: { flavour?: FlavourKey; cart?: VehicleCartResponse; language?: 'ru' | 'en' | 'kz' } = {},
): Promise<ReturnType<typeof render> & { client: QueryClient }> {
  // the page's language is the bus value (prices, dates read it) and i18n's, set together as the shell does
  bus.set('language', language);
  await applyLanguage(language);
  setConfig();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (cart) client.setQueryData(cartKey(FLAVOURS[flavour], `guest:${GUEST}`), cart);
  const wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <FlavourContext.Provider value={FLAVOURS[flavour]}>{children}</FlavourContext.Provider>
    </QueryClientProvider>
  );
  return Object.assign(render(ui, { wrapper: wrap }), { client });
}

/** A vehicle as the API returns it (rental fields; car market's are set too so one fixture serves both). */
export function vehicle(over: Partial<Record<string, unknown>> = {}): ApiVehicle {
  return {
    id: 11,
    name: 'Toyota Camry 70',
    description: '<p>Комфортный седан</p>',
    thumbnail_full_url: '/storage/vehicle/camry.svg',
    images_full_url: [],
    provider: { id: 7, name: 'Алматы Прокат', discount: null },
    total_vehicle_count: 3,
    total_reviews: 1234,
    avg_rating: 4.5,
    new_tag: 0,
    seating_capacity: 5,
    type: 'sedan',
    air_condition: 1,
    transmission_type: 'automatic',
    fuel_type: 'petrol',
    hourly_price: 3500,
    distance_price: 180,
    discount_price: 10,
    discount_type: 'percent',
    trip_hourly: 1,
    trip_distance: 1,
    order_hourly: 1,
    order_distance: 1,
    ...over,
  } as unknown as ApiVehicle;
}

export function cartWith(
  lines: { id: number; vehicle: ApiVehicle; quantity?: number }[],
  userData: Partial<NonNullable<VehicleCartResponse['user_data']>> = {},
): VehicleCartResponse {
  return {
    carts: lines.map((l) => ({
      id: l.id,
      quantity: l.quantity ?? 1,
      vehicle_id: l.vehicle.id,
      provider_id: l.vehicle.provider.id,
      vehicle: l.vehicle,
      provider: l.vehicle.provider,
    })),
    user_data: {
      id: 1,
      userId: GUEST,
      rental_type: 'hourly',
      carmarket_type: 'hourly',
      order_type: 'hourly',
      estimated_hours: 1,
      durationValue: null,
      dateValue: null,
      distance: 12.3456,
      destination_time: 1,
      pickup_location: { location_name: 'Площадь Республики', lat: 43.238, lng: 76.945 },
      destination_location: { location_name: 'Аэропорт Алматы', lat: 43.352, lng: 77.04 },
      pickup_time: null,
      ...userData,
    },
    price: {
      subtotal: 3500,
      vehicle_discount: 350,
      provider_discount: 0,
      discounted_subtotal: 3150,
      tax: 315,
      tax_included: 0,
      total: 3465,
    },
  };
}

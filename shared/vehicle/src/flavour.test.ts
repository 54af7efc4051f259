import { api } from '@mart/api-client';
import { FLAVOURS } from './flavour';
import { domainSearch, type SearchState } from './lib/search-state';
import { tripRequest } from './lib/trip-request';

const search: SearchState = {
  tripType: 'distance_wise',
  duration: 2,
  pickup_location: { location_name: 'A', lat: 43.2, lng: 76.9 },
  destination_location: { location_name: 'B', lat: 43.3, lng: 77 },
  selectedDate: '2099-01-02 10:30',
  distanceData: { distanceMeters: 15432.7, duration: 7300 },
};

describe('flavour config', () => {
  test.each([
    {
      key: 'rental',
      apiBase: '/api/v1/rental',
      hourlyField: 'trip_hourly',
      distanceField: 'trip_distance',
      typeField: 'rental_type',
      cancel: '/user/trip/cancel-trip',
    },
    {
      key: 'carmarket',
      apiBase: '/api/v1/carmarket',
      hourlyField: 'order_hourly',
      distanceField: 'order_distance',
      typeField: 'carmarket_type',
      cancel: '/user/order/cancel-order',
    },
  ] as const)('$key: /$key, $apiBase, $hourlyField, $typeField, $cancel', (row) => {
    const f = FLAVOURS[row.key];
    expect(f.key).toBe(row.key);
    expect(f.basePath).toBe(`/${row.key}`);
    expect(f.apiBase).toBe(row.apiBase);
    expect(f.rules.hourlyField).toBe(row.hourlyField);
    expect(f.rules.distanceField).toBe(row.distanceField);
    expect(f.rules.typeField).toBe(row.typeField);
    expect(f.rules.bookingPaths.cancel).toBe(row.cancel);
  });

  test('the search reads as tripType (rental) or orderType (car market)', () => {
    expect(domainSearch('rental', search)).toEqual({ tripType: 'distance_wise', duration: 2 });
    expect(domainSearch('carmarket', search)).toEqual({ orderType: 'distance_wise', duration: 2 });
  });

  test("the cart's trip details carry the type under the flavour's field, km and floored hours (SPEC §9)", () => {
    const now = new Date(2030, 0, 1);
    const r = tripRequest(FLAVOURS.carmarket, search, now);
    expect(r.carmarket_type).toBe('distance_wise');
    expect(r).not.toHaveProperty('rental_type');
    expect(r.distance).toBe(15.433);
    expect(r.estimated_hours).toBe(2); // 7300 s → floor(2.03)
    expect(r.destination_time).toBe(2);
    expect(r.pickup_time).toBe('2099-01-02 10:30');
    const hourly = tripRequest(
      FLAVOURS.rental,
      { ...search, tripType: 'hourly', duration: 5, selectedDate: '2000-01-01 00:00' },
      now,
    );
    expect(hourly.rental_type).toBe('hourly');
    expect(hourly.estimated_hours).toBe(5);
    // past pickup time is Pickup Now: sent as no time
    expect(hourly.pickup_time).toBeNull();
  });

  test('a straight-line distance trip (no directions service) still sends its estimated hours, not 0', () => {
    const straight = tripRequest(FLAVOURS.rental, {
      ...search,
      distanceData: { distanceMeters: 100_000, duration: null },
    });
    // 100 km at 40 km/h → 3 h
    expect(straight.estimated_hours).toBe(3);
    expect(straight.destination_time).toBe(3);
    expect(straight.distance).toBe(100);
  });

  test.each([
    ['rental', '/api/v1/rental/user/trip/cancel-trip'],
    ['carmarket', '/api/v1/carmarket/user/order/cancel-order'],
  ] as const)('%s cancel is a PUT to %s with the reason', async (key, path) => {
    const spy = jest.spyOn(api, 'call').mockResolvedValue({} as never);
    await FLAVOURS[key].api.cancelTrip(5, 'Планы изменились');
    expect(spy).toHaveBeenCalledWith(`PUT ${path}`, { body: { trip_id: 5, reason: 'Планы изменились' } });
    spy.mockRestore();
  });

  test.each([
    ['rental', '/api/v1/rental/user/trip/get-trip-list'],
    ['carmarket', '/api/v1/carmarket/user/order/get-order-list'],
  ] as const)('%s lists its trips at %s', async (key, path) => {
    const spy = jest.spyOn(api, 'call').mockResolvedValue({ trips: [] } as never);
    await FLAVOURS[key].api.trips();
    expect(spy).toHaveBeenCalledWith(`GET ${path}`, { query: { offset: 1, limit: 10 } });
    spy.mockRestore();
  });
});

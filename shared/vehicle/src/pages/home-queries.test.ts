import { queryClient } from '@mart/api-client';
import { FLAVOURS } from '../flavour';
import { prefetchVehicleHome, vehicleHomeQueries } from './home-queries';

let prefetch: jest.SpyInstance;
beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
});
afterEach(() => prefetch.mockRestore());

test.each(['rental', 'carmarket'] as const)('the %s home requests start with the keys the page reads', (key) => {
  prefetchVehicleHome(FLAVOURS[key]);
  const q = vehicleHomeQueries(FLAVOURS[key]);
  expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([
    q.banners.queryKey,
    q.categories.queryKey,
    q.top.queryKey,
    q.providers.queryKey,
  ]);
  expect(q.banners.queryKey).toEqual(['vehicle-banners', key]);
});

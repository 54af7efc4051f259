import { queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import { homeQueries, prefetchHome } from './home-queries';

const food = { id: 1, module_type: 'food', module_name: 'Еда' };
const keys = () => prefetch.mock.calls.map(([o]) => o.queryKey);
let prefetch: jest.SpyInstance;

beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  bus.set('location', { address: 'пр. Абая 50, Алматы', lat: 43.2, lng: 76.9, zoneIds: [2] });
});
afterEach(() => prefetch.mockRestore());

test('for a store module, the requests the home renders start with the exact keys the page reads', () => {
  bus.set('module', food);
  prefetchHome();
  const page = homeQueries(1, '[2]', 'all');
  expect(keys()).toEqual([
    page.banners.queryKey,
    page.categories.queryKey,
    page.popular.queryKey,
    page.latest.queryKey,
    page.items.queryKey,
  ]);
  expect(keys()).toContainEqual(['stores', 'popular', 1, '[2]', 'all']);
});

test('nothing is requested for the parcel module, or before a module is chosen', () => {
  bus.set('module', { id: 5, module_type: 'parcel', module_name: 'Посылки' });
  prefetchHome();
  bus.set('module', null);
  prefetchHome();
  expect(prefetch).not.toHaveBeenCalled();
});

import { queryClient } from '@mart/api-client';
import { remoteLifecycles } from '@mart/runtime';
import { FLAVOURS } from './flavour';
import { vehicleDetailsQuery } from './features/details/details-queries';
import { searchPageQueries, searchQueryOf } from './lib/search-queries';
import { vehiclePaths } from './paths';
import { vehicleRoutes } from './routes';
import { getSearch, setSearch } from './lib/search-state';

// the pictures whose download starts (each one an Image, as the helper creates them)
let image: jest.SpyInstance;
const pictures = () => image.mock.results.map((r) => (r.value as HTMLImageElement).src);

let prefetch: jest.SpyInstance;
let fetch: jest.SpyInstance;
const keys = () => [...fetch.mock.calls, ...prefetch.mock.calls].map(([o]) => o.queryKey);

async function mountOn(key: 'rental' | 'carmarket', url: string) {
  window.history.pushState(null, '', url);
  const { mount, unmount } = remoteLifecycles({ name: key } as never, { routes: vehicleRoutes(FLAVOURS[key]) });
  const [start] = mount as unknown as [() => Promise<void>];
  const [, dispose] = unmount as unknown as [unknown, () => Promise<void>];
  await start();
  await new Promise((r) => setTimeout(r, 0));
  await dispose();
}

beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  fetch = jest.spyOn(queryClient, 'fetchQuery');
  image = jest.spyOn(window, 'Image').mockImplementation(() => ({}) as HTMLImageElement);
});
afterEach(() => {
  prefetch.mockRestore();
  fetch.mockRestore();
  image.mockRestore();
});

test.each(['rental', 'carmarket'] as const)('%s details: the vehicle, then its picture', async (key) => {
  fetch.mockResolvedValue({ id: 5, thumbnail_full_url: `http://api.example/${key}/5.webp` });
  await mountOn(key, `/${key}/vehicle-details/5`);
  expect(keys()).toEqual([vehicleDetailsQuery(FLAVOURS[key], 5).queryKey]);
  expect(pictures()).toEqual([`http://api.example/${key}/5.webp`]);
});

test('search: the results the URL and the saved trip ask for, the first card picture, categories, brands', async () => {
  setSearch('rental', {
    tripType: 'distance_wise',
    selectedDate: '2030-01-02 09:30',
    distanceData: { distanceMeters: 12_345, duration: null },
    pickup_location: { location_name: 'Almaty Airport', lat: 43.352, lng: 77.04 },
  });
  fetch.mockResolvedValue({ total_size: 1, vehicles: [{ id: 2, thumbnail_full_url: 'http://api.example/2.webp' }] });
  await mountOn('rental', '/rental/vehicle-search?categoryId=3&sort=price_low&page=2');
  const query = searchQueryOf(new URLSearchParams('categoryId=3&sort=price_low&page=2'), getSearch('rental'));
  const q = searchPageQueries(FLAVOURS.rental, query);
  expect(keys()).toEqual([q.results.queryKey, q.categories.queryKey, q.brands.queryKey]);
  // the results count the vehicles free for the searched trip
  expect(query).toMatchObject({
    category_id: 3,
    offset: 2,
    sort_by: 'price_low',
    trip_type: 'distance_wise',
    pickup_time: '2030-01-02 09:30',
    distance: 12.345,
    // the pickup point: the server lists only its zone's providers
    pickup_lat: 43.352,
    pickup_lng: 77.04,
  });
  expect(pictures()).toEqual(['http://api.example/2.webp']);
});

test('no results, a bad id or a failed request preload nothing and throw nothing', async () => {
  fetch.mockResolvedValue({ total_size: 0, vehicles: [] });
  await mountOn('carmarket', '/carmarket/vehicle-search');
  fetch.mockRejectedValue(new Error('offline'));
  await mountOn('carmarket', '/carmarket/vehicle-details/8');
  expect(pictures()).toEqual([]);
  fetch.mockClear();
  await mountOn('rental', '/rental/vehicle-details/x');
  expect(fetch).not.toHaveBeenCalled();
});

test("a flavour starts nothing on the other flavour's paths or on pages without an early start", async () => {
  await mountOn('rental', '/carmarket/vehicle-details/5');
  await mountOn('rental', vehiclePaths(FLAVOURS.rental).cart);
  expect(fetch).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
});

import { queryClient } from '@mart/api-client';
import type { Banner } from '@mart/api-types';
import { bus } from '@mart/bus';
import { bannerListOf, homeQueries, prefetchHome } from './home-queries';

// the pictures whose download starts (each one an Image, as the helper creates them)
let image: jest.SpyInstance;
const pictures = () => image.mock.results.map((r) => (r.value as HTMLImageElement).src);

const food = { id: 1, module_type: 'food', module_name: 'Еда' };
const banner = {
  id: 3,
  title: 'Скидки',
  type: 'default',
  image_full_url: 'http://api.example/banner/3.webp',
  module_id: 1,
  zone_id: 2,
  link: null,
} as unknown as Banner;
let prefetch: jest.SpyInstance;
let fetch: jest.SpyInstance;
const keys = () => [...fetch.mock.calls, ...prefetch.mock.calls].map(([o]) => o.queryKey);

beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  fetch = jest.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ banners: [banner] });
  bus.set('location', { address: 'пр. Абая 50, Алматы', lat: 43.2, lng: 76.9, zoneIds: [2] });
  image = jest.spyOn(window, 'Image').mockImplementation(() => ({}) as HTMLImageElement);
});
afterEach(() => {
  prefetch.mockRestore();
  fetch.mockRestore();
  image.mockRestore();
});

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

test("the first banner's picture starts downloading as soon as the banners answer names it", async () => {
  bus.set('module', food);
  prefetchHome();
  await new Promise((r) => setTimeout(r, 0));
  expect(pictures()).toEqual([banner.image_full_url]);
});

test('a failed banners request is left to the page (no unhandled rejection, nothing preloaded)', async () => {
  fetch.mockRejectedValue(new Error('offline'));
  bus.set('module', food);
  prefetchHome();
  await new Promise((r) => setTimeout(r, 0));
  expect(pictures()).toEqual([]);
});

test('nothing is requested for the parcel module, or before a module is chosen', () => {
  bus.set('module', { id: 5, module_type: 'parcel', module_name: 'Посылки' });
  prefetchHome();
  bus.set('module', null);
  prefetchHome();
  expect(prefetch).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});

test('the banners answer is read as a list or as a list under `banners`', () => {
  expect(bannerListOf([banner])).toEqual([banner]);
  expect(bannerListOf({ banners: [banner] })).toEqual([banner]);
  expect(bannerListOf(undefined)).toEqual([]);
});

import { queryClient } from '@mart/api-client';
import { FLAVOURS } from '../../flavour';
import { prefetchVehicleHome, vehicleHomeQueries } from './home-queries';

// the pictures whose download starts (each one an Image, as the helper creates them)
let image: jest.SpyInstance;
const pictures = () => image.mock.results.map((r) => (r.value as HTMLImageElement).src);

let prefetch: jest.SpyInstance;
let fetch: jest.SpyInstance;
beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  fetch = jest
    .spyOn(queryClient, 'fetchQuery')
    .mockResolvedValue([{ id: 1, title: 'Лето', image_full_url: 'http://api.example/b/1.webp' }]);
  image = jest.spyOn(window, 'Image').mockImplementation(() => ({}) as HTMLImageElement);
});
afterEach(() => {
  prefetch.mockRestore();
  fetch.mockRestore();
  image.mockRestore();
});

test.each(['rental', 'carmarket'] as const)(
  'the %s home requests start with the keys the page reads, then the first banner',
  async (key) => {
    prefetchVehicleHome(FLAVOURS[key]);
    const q = vehicleHomeQueries(FLAVOURS[key]);
    expect([...fetch.mock.calls, ...prefetch.mock.calls].map(([o]) => o.queryKey)).toEqual([
      q.banners.queryKey,
      q.categories.queryKey,
      q.top.queryKey,
      q.providers.queryKey,
    ]);
    expect(q.banners.queryKey).toEqual(['vehicle-banners', key]);
    await new Promise((r) => setTimeout(r, 0));
    expect(pictures()).toEqual(['http://api.example/b/1.webp']);
  },
);

import { catalogQueries, queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import { claimsOf, remoteLifecycles } from '@mart/runtime';
import { storeContentQueries } from './lib/stores/content-queries';
import { STORE_ROUTES } from './routes';

// the pictures whose download starts (each one an Image, as the helper creates them)
let image: jest.SpyInstance;
const pictures = () => image.mock.results.map((r) => (r.value as HTMLImageElement).src);

let prefetch: jest.SpyInstance;
let fetch: jest.SpyInstance;
const keys = () => [...fetch.mock.calls, ...prefetch.mock.calls].map(([o]) => o.queryKey);
const settle = () => new Promise((r) => setTimeout(r, 0));

/** the app's mount, as single-spa runs it, on `path` */
async function mountOn(path: string) {
  window.history.pushState(null, '', path);
  const { mount, unmount } = remoteLifecycles({ name: 'store-modules' } as never, { routes: STORE_ROUTES });
  const [start] = mount as unknown as [() => Promise<void>];
  const [, dispose] = unmount as unknown as [unknown, () => Promise<void>];
  await start();
  await settle();
  await dispose();
}

beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  fetch = jest.spyOn(queryClient, 'fetchQuery');
  image = jest.spyOn(window, 'Image').mockImplementation(() => ({}) as HTMLImageElement);
  bus.set('module', { id: 1, module_type: 'food', module_name: 'Еда' });
});
afterEach(() => {
  prefetch.mockRestore();
  fetch.mockRestore();
  image.mockRestore();
});

test('a numeric store page starts its details, items and reviews at once, then its cover picture', async () => {
  fetch.mockResolvedValue({ id: 12, cover_photo_full_url: 'http://api.example/cover/12.webp' });
  await mountOn('/store/12');
  const content = storeContentQueries(12);
  expect(keys()).toEqual([catalogQueries.store('12').queryKey, content.items.queryKey, content.reviews.queryKey]);
  expect(content.items.queryKey).toEqual(['store-items', 12, '']);
  expect(pictures()).toEqual(['http://api.example/cover/12.webp']);
});

test('a slug store page starts only its details (its items need the id they answer with)', async () => {
  fetch.mockResolvedValue({ id: 4, cover_photo_full_url: 'http://api.example/cover/4.webp' });
  await mountOn('/store/green-grocer');
  expect(keys()).toEqual([catalogQueries.store('green-grocer').queryKey]);
});

test('the latest and popular store lists are not read as stores called "latest" or "popular"', async () => {
  await mountOn('/store/latest');
  await mountOn('/store/popular');
  expect(fetch).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
});

test('a product page starts its item, then its picture; a bad id starts nothing', async () => {
  fetch.mockResolvedValue({ id: 7, image_full_url: 'http://api.example/item/7.webp' });
  await mountOn('/product/7');
  expect(keys()).toEqual([catalogQueries.item(7).queryKey]);
  expect(pictures()).toEqual(['http://api.example/item/7.webp']);
  fetch.mockClear();
  await mountOn('/product/abc');
  await mountOn('/product/0');
  expect(fetch).not.toHaveBeenCalled();
});

test('a failed details request is left to the page: nothing preloaded, nothing thrown', async () => {
  fetch.mockRejectedValue(new Error('404'));
  await mountOn('/store/99');
  expect(pictures()).toEqual([]);
});

test('pages without an early start (checkout, orders) start nothing', async () => {
  await mountOn('/checkout');
  await mountOn('/my-orders');
  expect(fetch).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
});

test('every page drawn on the server has a load (but the checkout: its first screen is its layout alone); only the homes and tracking follow the module', () => {
  for (const r of STORE_ROUTES) if (r.ssr && r.path !== '/checkout') expect(r.load).toBeDefined();
  expect(
    claimsOf(STORE_ROUTES)
      .filter((c) => c.followsModule)
      .map((c) => c.path),
  ).toEqual(['/', '/home', '/track-order']);
});

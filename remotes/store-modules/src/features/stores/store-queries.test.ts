import { catalogQueries, queryClient } from '@mart/api-client';
import { storeContentQueries } from '../../lib/stores/content-queries';
import { prefetchStorePage } from './store-queries';

// the items-and-reviews chunk: evaluated when its import starts
const mockContentLoaded = jest.fn();
jest.mock('./StoreContent', () => {
  mockContentLoaded();
  return { StoreContent: () => null };
});

let prefetch: jest.SpyInstance;
let fetch: jest.SpyInstance;
beforeEach(() => {
  prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  fetch = jest.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ id: 2, cover_photo_full_url: '' });
});
afterEach(() => {
  prefetch.mockRestore();
  fetch.mockRestore();
});

test("a store page's load starts its details, items, reviews and the chunk that draws them, side by side", async () => {
  await prefetchStorePage('2');
  const q = storeContentQueries(2);
  expect(fetch.mock.calls.map(([o]) => o.queryKey)).toEqual([catalogQueries.store('2').queryKey]);
  expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([q.items.queryKey, q.reviews.queryKey]);
  expect(mockContentLoaded).toHaveBeenCalledTimes(1);
});

test('a slug is resolved by the details first: no items are asked for by a guessed id', async () => {
  await prefetchStorePage('cafe-dastarkhan');
  expect(prefetch).not.toHaveBeenCalled();
});

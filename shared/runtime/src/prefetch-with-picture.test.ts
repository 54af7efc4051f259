import { queryClient } from '@mart/api-client';
import { prefetchWithPicture } from './prefetch-with-picture';

describe('prefetchWithPicture', () => {
  let fetch: jest.SpyInstance;
  let image: jest.SpyInstance;
  const created = () => image.mock.results.map((r) => r.value as HTMLImageElement);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const query = { queryKey: ['store', '12'], queryFn: () => Promise.resolve({ cover: '' }) };
  beforeEach(() => {
    fetch = jest.spyOn(queryClient, 'fetchQuery');
    image = jest.spyOn(window, 'Image').mockImplementation(() => ({}) as HTMLImageElement);
  });
  afterEach(() => {
    fetch.mockRestore();
    image.mockRestore();
  });

  test('starts the query through the cache, then a high-priority download of the picture it names', async () => {
    fetch.mockResolvedValue({ cover: 'http://api.example/storage/cover.webp' });
    prefetchWithPicture(query, (d) => d.cover);
    expect(fetch).toHaveBeenCalledWith(query);
    await settle();
    expect(created().map((i) => [i.src, i.fetchPriority])).toEqual([['http://api.example/storage/cover.webp', 'high']]);
  });

  test('no picture named, or a failed query (left to the page), downloads nothing and throws nothing', async () => {
    fetch.mockResolvedValueOnce({ cover: '' }).mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('offline'));
    prefetchWithPicture(query, (d) => d.cover);
    prefetchWithPicture(query, (d) => d.cover);
    prefetchWithPicture(query, (d) => d.cover);
    await settle();
    expect(created()).toEqual([]);
  });
});

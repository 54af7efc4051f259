import { queryClient } from '@mart/api-client';
import { findRoute, homeRoutes, matchRoute, prefetchWithPicture, runRoutePrefetch } from './route-prefetch';

describe('matchRoute', () => {
  test('static and :param segments, matched whole; a trailing slash is the same path', () => {
    expect(matchRoute('/store/:id', '/store/12')).toEqual({ id: '12' });
    expect(matchRoute('/store/:id', '/store/12/')).toEqual({ id: '12' });
    expect(matchRoute('/rental/vehicle-details/:id', '/rental/vehicle-details/7')).toEqual({ id: '7' });
    expect(matchRoute('/store/:id', '/store')).toBeNull();
    expect(matchRoute('/store/:id', '/store/12/reviews')).toBeNull();
    expect(matchRoute('/store/:id', '/product/12')).toBeNull();
    expect(matchRoute('/home', '/home')).toEqual({});
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/home')).toBeNull();
  });

  test('params are decoded; a malformed escape matches nothing', () => {
    expect(matchRoute('/store/:id', '/store/caf%C3%A9')).toEqual({ id: 'café' });
    expect(matchRoute('/store/:id', '/store/%E0%A4%A')).toBeNull();
  });
});

describe('runRoutePrefetch', () => {
  test('only the first matching entry runs, so a static route can shadow a :param one as in the router', async () => {
    const list = jest.fn(async () => undefined);
    const store = jest.fn(async () => undefined);
    const routes = [
      { path: '/store/latest', prefetch: list },
      { path: '/store/:id', prefetch: store },
    ];
    await runRoutePrefetch(routes, '/store/latest');
    expect(list).toHaveBeenCalledTimes(1);
    expect(store).not.toHaveBeenCalled();
    await runRoutePrefetch(routes, '/store/9', '?q=tea');
    expect(store).toHaveBeenCalledWith({ id: '9' }, new URLSearchParams('q=tea'));
    expect(findRoute(routes, '/product/9')).toBeNull();
  });

  test('settles once the page data has, so the server renders with it', async () => {
    let done = false;
    const slow = () => new Promise<void>((r) => setTimeout(() => ((done = true), r()), 5));
    await runRoutePrefetch(homeRoutes(slow), '/home');
    expect(done).toBe(true);
  });

  test('a prefetch that throws or rejects is logged, never thrown into the mount', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = () => {
      throw new Error('boom');
    };
    await expect(runRoutePrefetch(homeRoutes(boom), '/')).resolves.toBeUndefined();
    await expect(
      runRoutePrefetch(
        homeRoutes(() => Promise.reject(new Error('x'))),
        '/',
      ),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('[mart] prefetch failed', expect.any(Error));
    error.mockRestore();
  });
});

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

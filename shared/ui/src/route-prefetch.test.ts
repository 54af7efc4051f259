import { homeRoutes, matchRoute, preloadImage, runRoutePrefetch } from './route-prefetch';

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
  test('only the first matching entry runs, so a static route can shadow a :param one as in the router', () => {
    const list = jest.fn();
    const store = jest.fn();
    const routes = [
      { path: '/store/latest', prefetch: list },
      { path: '/store/:id', prefetch: store },
    ];
    runRoutePrefetch(routes, '/store/latest');
    expect(list).toHaveBeenCalledTimes(1);
    expect(store).not.toHaveBeenCalled();
    runRoutePrefetch(routes, '/store/9');
    expect(store).toHaveBeenCalledWith({ id: '9' });
  });

  test('a prefetch that throws is logged, never thrown into the mount', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = () => {
      throw new Error('boom');
    };
    expect(() => runRoutePrefetch(homeRoutes(boom), '/')).not.toThrow();
    expect(error).toHaveBeenCalledWith('[mart] prefetch failed', expect.any(Error));
    error.mockRestore();
  });
});

test('preloadImage starts a high-priority download of a named picture, and nothing without a URL', () => {
  const created: HTMLImageElement[] = [];
  const RealImage = window.Image;
  window.Image = class extends RealImage {
    constructor() {
      super();
      created.push(this);
    }
  } as typeof Image;
  try {
    preloadImage(undefined);
    preloadImage('');
    expect(created).toHaveLength(0);
    preloadImage('http://api.example/storage/cover.webp');
    expect(created).toHaveLength(1);
    expect(created[0]!.src).toBe('http://api.example/storage/cover.webp');
    expect(created[0]!.fetchPriority).toBe('high');
  } finally {
    window.Image = RealImage;
  }
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { claimsOf, findPage, ManifestRoutes, startPageLoad, type RouteManifest } from './route-manifest';
import { ownerOf } from './route-owner';

const Page = (name: string) => () => <p>{name}</p>;

describe('findPage', () => {
  const manifest: RouteManifest = [
    { path: '/store/:id', page: Page('store') },
    { path: '/store/latest', page: Page('latest') },
    { path: '/', page: Page('home') },
  ];
  test('ranks as react-router does: a static segment beats a :param whatever the order', () => {
    expect(findPage(manifest, '/store/latest')?.route.path).toBe('/store/latest');
    expect(findPage(manifest, '/store/12')).toMatchObject({ route: { path: '/store/:id' }, params: { id: '12' } });
    expect(findPage(manifest, '/store/12/')?.params).toEqual({ id: '12' });
    expect(findPage(manifest, '/store/caf%C3%A9')?.params).toEqual({ id: 'café' });
    expect(findPage(manifest, '/store')).toBeNull();
    expect(findPage(manifest, '/store/12/reviews')).toBeNull();
    expect(findPage(manifest, '/home')).toBeNull();
  });
});

describe('startPageLoad', () => {
  test('runs the matched page load with its params and query; settles when it has', async () => {
    let done = false;
    const store = jest.fn(() => new Promise<void>((r) => setTimeout(() => ((done = true), r()), 5)));
    const manifest: RouteManifest = [{ path: '/store/:id', page: Page('store'), load: store }];
    await startPageLoad(manifest, '/store/9', '?q=tea');
    expect(store).toHaveBeenCalledWith({ id: '9' }, new URLSearchParams('q=tea'));
    expect(done).toBe(true);
    await startPageLoad(manifest, '/product/9');
    expect(store).toHaveBeenCalledTimes(1);
  });

  test('a load that throws or rejects is logged, never thrown into the mount', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = () => {
      throw new Error('boom');
    };
    await expect(startPageLoad([{ path: '/', page: Page('h'), load: boom }], '/')).resolves.toBeUndefined();
    const reject = () => Promise.reject(new Error('x'));
    await expect(startPageLoad([{ path: '/', page: Page('h'), load: reject }], '/')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

test('ManifestRoutes renders the page of the path, and the fallback for any other', () => {
  const manifest: RouteManifest = [{ path: '/store/:id', page: Page('a store') }];
  const { unmount } = render(
    <MemoryRouter initialEntries={['/store/4']}>
      <ManifestRoutes manifest={manifest} fallback={Page('the home')} />
    </MemoryRouter>,
  );
  expect(screen.getByText('a store')).toBeTruthy();
  unmount();
  render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <ManifestRoutes manifest={manifest} fallback={Page('the home')} />
    </MemoryRouter>,
  );
  expect(screen.getByText('the home')).toBeTruthy();
});

describe('ownerOf', () => {
  const home = [
    { path: '/', followsModule: true },
    { path: '/home', followsModule: true },
    { path: '/track-order', followsModule: true },
  ];
  const table = [
    { app: 'store-modules', routes: [...home, { path: '/store/:id' }, { path: '/checkout' }] },
    { app: 'rental', routes: [...home, { path: '/rental/checkout' }, { path: '/my-trips' }] },
    { app: 'carmarket', routes: [...home, { path: '/carmarket/checkout' }, { path: '/my-trips' }] },
    { app: 'account', routes: claimsOf([{ path: '/profile', page: Page('p') }]) },
    { app: 'shell-pages', routes: [{ path: '/' }, { path: '/home' }, { path: '/track-order' }, { path: '/modules' }] },
  ];
  test.each([
    ['/', 'food', 'store-modules'],
    ['/', 'rental', 'rental'],
    ['/home/', 'carmarket', 'carmarket'],
    ['/', null, 'shell-pages'],
    ['/track-order', 'rental', 'rental'],
    ['/track-order', undefined, 'shell-pages'],
    ['/store/5', 'rental', 'store-modules'],
    ['/checkout', null, 'store-modules'],
    ['/rental/checkout', 'food', 'rental'],
    ['/my-trips', 'food', 'rental'],
    ['/my-trips', 'carmarket', 'carmarket'],
    ['/profile', 'food', 'account'],
    ['/profile/x', 'food', null],
    ['/nowhere', 'food', null],
  ])('%s with module %s → %s', (path, module, owner) => {
    expect(ownerOf(table, path, module)).toBe(owner);
  });

  test('a claim a remote adds is routed to it with no other change', () => {
    const next = table.map((a) => (a.app === 'account' ? { ...a, routes: [...a.routes, { path: '/gift-cards' }] } : a));
    expect(ownerOf(table, '/gift-cards', 'food')).toBeNull();
    expect(ownerOf(next, '/gift-cards', 'food')).toBe('account');
  });
});

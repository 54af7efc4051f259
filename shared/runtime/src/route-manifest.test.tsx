import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, RouterProvider } from 'react-router-dom';
import {
  claimsOf,
  createManifestRouter,
  findPage,
  ManifestRoutes,
  type RouteManifest,
  type RouteParams,
} from './route-manifest';
import { ownerOf } from './route-owner';

const Page = (name: string) => () => <p>{name}</p>;
const never = () => new Promise<never>(() => undefined);
/** what single-spa does for a navigation: the history push, then a popstate for every app's router */
const spaNavigate = (url: string) =>
  act(async () => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await new Promise((r) => setTimeout(r, 0));
  });

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

describe('the data router made from a manifest', () => {
  let routers: ReturnType<typeof createManifestRouter>[] = [];
  const routerOn = (url: string, manifest: RouteManifest) => {
    window.history.replaceState(null, '', url);
    const router = createManifestRouter(manifest);
    routers.push(router);
    render(<RouterProvider router={router} />);
    return router;
  };
  afterEach(() => {
    routers.forEach((r) => r.dispose());
    routers = [];
  });

  test("draws the URL's page; its loader is the manifest's load, with the path's params and query", async () => {
    const load = jest.fn<Promise<void>, [RouteParams, URLSearchParams]>(async () => undefined);
    const router = routerOn('/store/9?q=tea', [
      { path: '/store/:id', page: Page('a store'), load },
      { path: '/store/latest', page: Page('the latest') },
    ]);
    expect(await screen.findByText('a store')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ id: '9' }, expect.any(URLSearchParams));
    expect(String(load.mock.lastCall?.[1])).toBe('q=tea');
    await spaNavigate('/store/latest');
    expect(await screen.findByText('the latest')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/store/latest');
    await spaNavigate('/store/4');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.lastCall?.[0]).toEqual({ id: '4' });
  });

  test('a load that never settles still draws the page at once: the loader does not wait for it', async () => {
    const router = routerOn('/home', [{ path: '/home', page: Page('the home'), load: never }]);
    expect(await screen.findByText('the home')).toBeTruthy();
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.initialized).toBe(true);
  });

  test('a lazy page routed to paints its skeleton at once, while its code and data are on the way', async () => {
    const { lazy } = await import('react');
    const Checkout = lazy(never);
    routerOn('/home', [
      { path: '/home', page: Page('the home') },
      { path: '/checkout', page: Checkout, load: never },
    ]);
    expect(await screen.findByText('the home')).toBeTruthy();
    await spaNavigate('/checkout');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('the home')).toBeNull();
  });

  test('a load that throws or rejects is logged, never a failed navigation', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = routerOn('/a', [
      {
        path: '/a',
        page: Page('page a'),
        load: () => {
          throw new Error('boom');
        },
      },
      { path: '/b', page: Page('page b'), load: () => Promise.reject(new Error('offline')) },
    ]);
    expect(await screen.findByText('page a')).toBeTruthy();
    await spaNavigate('/b');
    expect(await screen.findByText('page b')).toBeTruthy();
    expect(router.state.errors).toBeNull();
    expect(error.mock.calls.filter(([m]) => m === '[mart] page load failed')).toHaveLength(2);
    error.mockRestore();
  });

  test('a path another app owns leaves the router quiet (no 404) until single-spa unmounts it', async () => {
    const load = jest.fn(async () => undefined);
    const router = routerOn('/store/1', [{ path: '/store/:id', page: Page('a store'), load }]);
    expect(await screen.findByText('a store')).toBeTruthy();
    await spaNavigate('/rental/vehicle-search');
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe('/rental/vehicle-search');
    expect(screen.queryByText('a store')).toBeNull();
    expect(document.body.textContent).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("single-spa's popstate after the router's own push does not load the page twice", async () => {
    const load = jest.fn(async () => undefined);
    const router = routerOn('/a', [
      { path: '/a', page: Page('page a') },
      { path: '/b', page: Page('page b'), load },
    ]);
    await act(() => router.navigate('/b?x=1'));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByText('page b')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a page that throws shows the designed error panel, not the router’s own error screen', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken page');
    };
    routerOn('/x', [{ path: '/x', page: Broken }]);
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(error).toHaveBeenCalledWith('[mart] render error', expect.objectContaining({ message: 'broken page' }));
    error.mockRestore();
  });

  test('one page drawn at two paths stays mounted across a navigation between them; another page does not', async () => {
    let mounts = 0;
    function Shared() {
      const [n] = useState(() => ++mounts);
      return <p>shared mount {n}</p>;
    }
    routerOn('/store/1', [
      { path: '/store/:id', page: Shared },
      { path: '/product/:id', page: Shared },
      { path: '/other', page: Page('other') },
    ]);
    expect(await screen.findByText('shared mount 1')).toBeTruthy();
    await spaNavigate('/product/5');
    await spaNavigate('/store/1');
    expect(screen.getByText('shared mount 1')).toBeTruthy();
    await spaNavigate('/other');
    await spaNavigate('/store/1');
    expect(await screen.findByText('shared mount 2')).toBeTruthy();
  });

  test('a disposed router no longer follows the history', async () => {
    const load = jest.fn(async () => undefined);
    const router = routerOn('/a', [
      { path: '/a', page: Page('page a') },
      { path: '/b', page: Page('page b'), load },
    ]);
    router.dispose();
    await spaNavigate('/b');
    expect(load).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/a');
  });
});

test('ManifestRoutes (the server render) draws the same pages under a router that is not a data router', () => {
  const manifest: RouteManifest = [{ path: '/store/:id', page: Page('a store') }];
  const { unmount } = render(
    <MemoryRouter initialEntries={['/store/4']}>
      <ManifestRoutes manifest={manifest} />
    </MemoryRouter>,
  );
  expect(screen.getByText('a store')).toBeTruthy();
  unmount();
  const { container } = render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <ManifestRoutes manifest={manifest} />
    </MemoryRouter>,
  );
  expect(container.textContent).toBe('');
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

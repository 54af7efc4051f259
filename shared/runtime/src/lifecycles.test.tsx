import { screen } from '@testing-library/react';
import { remoteLifecycles } from './lifecycles';
import { appProps, outsideAct, run, testBuild } from './test/lifecycle-harness';
import type { RouteManifest } from './route-manifest';

const settle = () => new Promise((r) => setTimeout(r, 0));

outsideAct();

test("mounting starts the requests of the page it mounts on, before the app's first render", async () => {
  const home = jest.fn(async () => undefined);
  // never settles: the mount does not wait for the page's data
  const store = jest.fn(() => new Promise<void>(() => undefined));
  const { mount, unmount } = remoteLifecycles(testBuild, {
    routes: [
      { path: '/home', page: () => null, load: home },
      { path: '/store/:id', page: () => null, load: store },
      { path: '/checkout', page: () => null },
    ],
  });
  const [start] = mount as unknown as [() => Promise<void>];
  const [, dispose] = unmount as unknown as [unknown, () => Promise<void>];
  const startOn = async (url: string) => {
    window.history.pushState(null, '', url);
    await start();
    await dispose();
  };
  await startOn('/store/3?q=tea');
  expect(store).toHaveBeenCalledWith({ id: '3' }, expect.any(URLSearchParams));
  expect(home).not.toHaveBeenCalled();
  await startOn('/home');
  expect(home).toHaveBeenCalledTimes(1);
  await startOn('/checkout');
  expect(home).toHaveBeenCalledTimes(1);
  expect(store).toHaveBeenCalledTimes(1);
});

test('the app follows the history while mounted; unmounted, its router is disposed and follows nothing', async () => {
  const store = jest.fn(async () => undefined);
  const routes: RouteManifest = [
    { path: '/home', page: () => <h1>home</h1> },
    { path: '/store/:id', page: () => <h1>a store</h1>, load: store },
  ];
  const frame = ({ children }: { children: React.ReactNode }) => <main data-testid="frame">{children}</main>;
  const { bootstrap, mount, unmount } = remoteLifecycles(testBuild, { routes, frame });
  const props = appProps();
  window.history.pushState(null, '', '/home');
  await run(bootstrap, props);
  await run(mount, props);
  await settle();
  expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
  expect(screen.getByTestId('frame')).toContainElement(screen.getByRole('heading'));

  const go = async (url: string) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await settle();
  };
  await go('/store/5');
  expect(await screen.findByRole('heading', { name: 'a store' })).toBeTruthy();
  expect(store).toHaveBeenCalledTimes(1);

  await run(unmount, props);
  expect(props.domElement.textContent).toBe('');
  await go('/store/6');
  expect(store).toHaveBeenCalledTimes(1);

  // mounted again, it starts from the URL it mounts on
  await run(mount, props);
  await settle();
  expect(await screen.findByRole('heading', { name: 'a store' })).toBeTruthy();
  expect(store).toHaveBeenCalledTimes(2);
  expect(store).toHaveBeenLastCalledWith({ id: '6' }, expect.any(URLSearchParams));
  await run(unmount, props);
  props.domElement.remove();
});

test('a mount that starts again after failing half-way leaves one router following the history', async () => {
  const store = jest.fn(async () => undefined);
  const { mount, unmount } = remoteLifecycles(testBuild, {
    routes: [
      { path: '/home', page: () => null },
      { path: '/store/:id', page: () => null, load: store },
    ],
  });
  const [start] = mount as unknown as [() => Promise<void>];
  const [, dispose] = unmount as unknown as [unknown, () => Promise<void>];
  window.history.pushState(null, '', '/home');
  await start();
  await start();
  window.history.pushState(null, '', '/store/2');
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  await settle();
  expect(store).toHaveBeenCalledTimes(1);
  await dispose();
});

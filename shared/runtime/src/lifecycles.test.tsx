import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from './lifecycles';

const build = { name: 'test', packageVersion: '1.0.0', builtAt: '', contract: {} } as unknown as RemoteBuild;

test("mounting starts the requests of the page it mounts on, before the app's first render", async () => {
  const home = jest.fn(async () => undefined);
  // never settles: the mount does not wait for the page's data
  const store = jest.fn(() => new Promise<void>(() => undefined));
  const { mount } = remoteLifecycles(() => null, build, {
    routes: [
      { path: '/home', page: () => null, load: home },
      { path: '/store/:id', page: () => null, load: store },
      { path: '/checkout', page: () => null },
    ],
  });
  const [prefetch] = mount as unknown as [() => Promise<void>];
  window.history.pushState(null, '', '/store/3?q=tea');
  await prefetch();
  expect(store).toHaveBeenCalledWith({ id: '3' }, new URLSearchParams('q=tea'));
  expect(home).not.toHaveBeenCalled();
  window.history.pushState(null, '', '/home');
  await prefetch();
  expect(home).toHaveBeenCalledTimes(1);
  window.history.pushState(null, '', '/checkout');
  await prefetch();
  expect(home).toHaveBeenCalledTimes(1);
  expect(store).toHaveBeenCalledTimes(1);
});

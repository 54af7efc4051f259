import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from './lifecycles';
import { homeRoutes } from './route-prefetch';

const build = { name: 'test', packageVersion: '1.0.0', builtAt: '', contract: {} } as unknown as RemoteBuild;

test("mounting starts the requests of the page it mounts on, before the app's first render", async () => {
  const home = jest.fn();
  const store = jest.fn();
  const { mount } = remoteLifecycles(() => null, build, {
    prefetch: [...homeRoutes(home), { path: '/store/:id', prefetch: store }],
  });
  const [prefetch] = mount as unknown as [() => Promise<void>];
  window.history.pushState(null, '', '/store/3');
  await prefetch();
  expect(store).toHaveBeenCalledWith({ id: '3' });
  expect(home).not.toHaveBeenCalled();
  window.history.pushState(null, '', '/home');
  await prefetch();
  expect(home).toHaveBeenCalledTimes(1);
  window.history.pushState(null, '', '/checkout');
  await prefetch();
  expect(home).toHaveBeenCalledTimes(1);
  expect(store).toHaveBeenCalledTimes(1);
});

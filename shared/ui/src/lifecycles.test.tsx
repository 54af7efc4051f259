import type { RemoteBuild } from '@mart/bus';
import { isHomePath, remoteLifecycles } from './lifecycles';

const build = { name: 'test', packageVersion: '1.0.0', builtAt: '', contract: {} } as unknown as RemoteBuild;

test('the module home is /home and /, nothing else', () => {
  expect(isHomePath('/home')).toBe(true);
  expect(isHomePath('/')).toBe(true);
  expect(['/home/x', '/store/3', '/rental/vehicle-search', '/track-order'].some(isHomePath)).toBe(false);
});

test("mounting on a home path starts the app's home requests first; elsewhere it does not", async () => {
  const prefetchHome = jest.fn();
  const { mount } = remoteLifecycles(() => null, build, { prefetchHome });
  const [prefetch] = mount as unknown as [() => Promise<void>];
  window.history.pushState(null, '', '/store/3');
  await prefetch();
  expect(prefetchHome).not.toHaveBeenCalled();
  window.history.pushState(null, '', '/home');
  await prefetch();
  expect(prefetchHome).toHaveBeenCalledTimes(1);
});

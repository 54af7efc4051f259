import { screen } from '@testing-library/react';
import { lazyAntd } from './lazyAntd';
import { remoteLifecycles } from './lifecycles';
import { appProps, outsideAct, run, testBuild } from './test/lifecycle-harness';

// antd's core (ConfigProvider, theme, cssinjs) is what './MartProviders' brings: this records when it is loaded
const providersLoaded = jest.fn();
jest.mock('./MartProviders', () => {
  providersLoaded();
  return { asWidget: <P extends object>(C: React.ComponentType<P>) => C };
});

outsideAct();

test("a page whose first screen draws no antd never loads antd's core; its first antd part brings it", async () => {
  const AntdPart = lazyAntd(async () => () => <p>antd part</p>);
  const { bootstrap, mount, unmount } = remoteLifecycles(testBuild, {
    routes: [
      { path: '/home', page: () => <h1>plain home</h1> },
      { path: '/store/:id', page: () => <AntdPart /> },
    ],
  });
  const props = appProps();
  window.history.pushState(null, '', '/home');
  await run(bootstrap, props);
  await run(mount, props);
  expect(await screen.findByRole('heading', { name: 'plain home' })).toBeTruthy();
  expect(providersLoaded).not.toHaveBeenCalled();
  await run(unmount, props);

  window.history.pushState(null, '', '/store/1');
  await run(mount, props);
  expect(await screen.findByText('antd part')).toBeTruthy();
  expect(providersLoaded).toHaveBeenCalledTimes(1);
  await run(unmount, props);
});

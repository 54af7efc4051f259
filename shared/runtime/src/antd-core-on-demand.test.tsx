import { screen } from '@testing-library/react';
import type { RemoteBuild } from '@mart/bus';
import { lazyAntd } from './lazyAntd';
import { remoteLifecycles } from './lifecycles';

// antd's core (ConfigProvider, theme, cssinjs) is what './MartProviders' brings: this records when it is loaded
const providersLoaded = jest.fn();
jest.mock('./MartProviders', () => {
  providersLoaded();
  return { asWidget: <P extends object>(C: React.ComponentType<P>) => C };
});

const build = { name: 'test', packageVersion: '1.0.0', builtAt: '', contract: {} } as unknown as RemoteBuild;
type Step = (props: object) => Promise<unknown>;
const run = async (steps: unknown, props: object) => {
  for (const step of steps as Step[]) await step(props);
};

// single-spa-react renders the app as in a browser (not inside act)
const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actFlag.IS_REACT_ACT_ENVIRONMENT = false));

test("a page whose first screen draws no antd never loads antd's core; its first antd part brings it", async () => {
  const AntdPart = lazyAntd(async () => () => <p>antd part</p>);
  const { bootstrap, mount, unmount } = remoteLifecycles(build, {
    routes: [
      { path: '/home', page: () => <h1>plain home</h1> },
      { path: '/store/:id', page: () => <AntdPart /> },
    ],
  });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'test', domElement, singleSpa: {}, mountParcel: () => undefined };
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

import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from '@mart/runtime';
import { ACCOUNT_ROUTES } from './routes';
import './register';

export const { bootstrap, mount, unmount } = remoteLifecycles(
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  // no antd providers around the frame: the menu, the sign-in gate and the profile card are plain HTML and kit
  // controls, and each antd page or part (lazyAntd) brings antd's core and providers with its own chunk
  { routes: ACCOUNT_ROUTES },
);

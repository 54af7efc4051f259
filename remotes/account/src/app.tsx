import type { RemoteBuild } from '@mart/bus';
import { AntdProviders, remoteLifecycles } from '@mart/runtime';
import { ACCOUNT_ROUTES } from './routes';
import './register';

export const { bootstrap, mount, unmount } = remoteLifecycles(
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  // the account frame (its menu, the sign-in gate) is antd, so this app's root brings antd's providers itself
  { routes: ACCOUNT_ROUTES, frame: AntdProviders },
);

import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from '@mart/runtime';
import { AccountApp } from './AccountApp';
import { ACCOUNT_ROUTES } from './routes';
import './register';

export const { bootstrap, mount, unmount } = remoteLifecycles(
  AccountApp,
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  { routes: ACCOUNT_ROUTES },
);

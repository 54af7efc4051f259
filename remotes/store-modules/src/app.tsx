import './register';
import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from '@mart/runtime';
import { STORE_ROUTES } from './routes';

export const { bootstrap, mount, unmount } = remoteLifecycles(
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  { routes: STORE_ROUTES },
);

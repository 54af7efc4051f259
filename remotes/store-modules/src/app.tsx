import './register';
import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from '@mart/ui';
import { StoreModulesApp } from './StoreModulesApp';
import { ROUTE_PREFETCH } from './route-prefetch';

export const { bootstrap, mount, unmount } = remoteLifecycles(
  StoreModulesApp,
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  { prefetch: ROUTE_PREFETCH },
);

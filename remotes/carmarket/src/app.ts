import type { RemoteBuild } from '@mart/bus';
import { vehicleLifecycles } from '@mart/vehicle';

// process.env.MART_BUILD is this remote's build info, inlined by the webpack DefinePlugin
export const { bootstrap, mount, unmount } = vehicleLifecycles(
  'carmarket',
  process.env.MART_BUILD as unknown as RemoteBuild,
);

import type { RemoteBuild } from '@mart/bus';
import { registerTranslations } from '@mart/i18n';
import { remoteLifecycles } from '@mart/ui';
import { StoreModulesApp } from './StoreModulesApp';
import { storeTranslations } from './locales';
import { ROUTE_PREFETCH } from './route-prefetch';

registerTranslations('store', storeTranslations);

export const { bootstrap, mount, unmount } = remoteLifecycles(
  StoreModulesApp,
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  { prefetch: ROUTE_PREFETCH },
);

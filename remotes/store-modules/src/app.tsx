import type { RemoteBuild } from '@mart/bus';
import { registerTranslations } from '@mart/i18n';
import { remoteLifecycles } from '@mart/ui';
import { StoreModulesApp } from './StoreModulesApp';
import { prefetchHome } from './features/home/home-queries';
import { storeTranslations } from './locales';

registerTranslations('store', storeTranslations);

const lifecycles = remoteLifecycles(
  StoreModulesApp,
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
);
export const { bootstrap, unmount } = lifecycles;
// the home's data is requested as the app mounts, not after its first render
export const mount = [async () => prefetchHome(window.location.pathname), lifecycles.mount];

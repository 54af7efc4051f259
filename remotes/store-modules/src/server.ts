// The store remote's server render of a page's first screen (webpack's server build, dist/server/prerender.js).
import { registerTranslations } from '@mart/i18n';
import { createPrerenderer } from '@mart/ui/server';
import { StoreRoutes } from './StoreModulesApp';
import { storeTranslations } from './locales';
import { ROUTE_PREFETCH } from './route-prefetch';

registerTranslations('store', storeTranslations);

export const { prerender } = createPrerenderer('store-modules', ROUTE_PREFETCH, StoreRoutes);

// The store remote's server render of a page's first screen (webpack's server build, dist/server/prerender.js).
import './register';
import { createPrerenderer } from '@mart/ui/server';
import { StoreRoutes } from './StoreModulesApp';
import { ROUTE_PREFETCH } from './route-prefetch';

export const { prerender } = createPrerenderer('store-modules', ROUTE_PREFETCH, StoreRoutes);

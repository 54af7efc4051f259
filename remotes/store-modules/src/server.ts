// The store remote's server render of a page's first screen (webpack's server build, dist/server/prerender.js), and
// its route claims, which the build writes into its deploy metadata (dist/routes.json) for the shell's routing.
import './register';
import { claimsOf } from '@mart/runtime';
import { createPrerenderer } from '@mart/runtime/server';
import { STORE_ROUTES } from './routes';
import { StoreRoutes } from './StoreModulesApp';

export const { prerender } = createPrerenderer('store-modules', STORE_ROUTES, StoreRoutes);
export const routes = claimsOf(STORE_ROUTES);

// The account remote's build for Node (dist/server/prerender.js): the server render of the profile page's first
// screen, and the route claims the build writes into its deploy metadata (dist/routes.json) for the shell's routing.
// Its pages are drawn in the browser: the profile (its one page marked `ssr`) is drawn as its first screen, ProfileTop.
import './register';
import { claimsOf } from '@mart/runtime';
import { createPrerenderer } from '@mart/runtime/server';
import { ProfileTop } from './features/profile/ProfileTop';
import { ACCOUNT_ROUTES } from './routes';

export const { prerender } = createPrerenderer('account', ACCOUNT_ROUTES, ProfileTop);
export const routes = claimsOf(ACCOUNT_ROUTES);

// The account remote's build for Node: no page of it is drawn on the server (every one is antd or signed in); it
// carries the route claims the build writes into its deploy metadata (dist/routes.json) for the shell's routing.
import { claimsOf } from '@mart/runtime';
import { ACCOUNT_ROUTES } from './routes';

export const routes = claimsOf(ACCOUNT_ROUTES);

import { ManifestRoutes } from '@mart/runtime';
import { STORE_ROUTES } from './routes';

/** The remote's pages for the server's first screen (the browser's data router is made from the same manifest). */
export function StoreRoutes() {
  return <ManifestRoutes manifest={STORE_ROUTES} />;
}

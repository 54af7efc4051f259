// A registry as the deploy writes it for the four remotes (their route manifests' claims), for the shell's tests.
import type { RegistryDocument } from '../federation/registry';
import { applyRoutes } from '../federation/route-table';

const home = [
  { path: '/', followsModule: true },
  { path: '/home', followsModule: true },
];
const vehicle = (base: string) => [
  ...home,
  { path: `${base}/vehicle-search` },
  { path: `${base}/vehicle-details/:id` },
  { path: `${base}/provider-details/:id` },
  { path: `${base}/cart` },
  { path: `${base}/checkout` },
  { path: '/my-trips' },
  { path: '/track-order', followsModule: true },
];
const entry = (routes: { path: string; followsModule?: boolean }[]) => ({ version: 'v1', manifest: '', routes });

export const LIVE_REGISTRY: RegistryDocument = {
  remotes: {
    'store-modules': entry([
      ...home,
      { path: '/store/latest' },
      { path: '/store/:id' },
      { path: '/product/:id' },
      { path: '/checkout' },
      { path: '/track-order', followsModule: true },
    ]),
    rental: entry(vehicle('/rental')),
    carmarket: entry(vehicle('/carmarket')),
    account: entry([{ path: '/profile' }, { path: '/wallet' }, { path: '/settings' }]),
  },
};

export const routeLiveRegistry = () => applyRoutes(LIVE_REGISTRY);

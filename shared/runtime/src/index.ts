export { AntdProviders, MartProviders, asWidget } from './MartProviders';
export { BaseProviders } from './BaseProviders';
export { LazyStatusPanel } from './LazyStatusPanel';
export { remoteLifecycles, type RemoteOptions, type RemoteProps } from './lifecycles';
export { createTransitionRoot } from './transition-root';
export { yieldToMain } from './yield-to-main';
export {
  ManifestRoutes,
  claimsOf,
  findPage,
  startPageLoad,
  type PageRoute,
  type RouteClaim,
  type RouteManifest,
  type RouteParams,
} from './route-manifest';
export { ownerOf, type AppClaims } from './route-owner';
export { prefetchWithPicture } from './prefetch-with-picture';
export { lazyAntd } from './lazyAntd';
export { lazyModal } from './lazyModal';

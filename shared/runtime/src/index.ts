export { AntdProviders, MartProviders, asWidget } from './MartProviders';
export { BaseProviders } from './BaseProviders';
export { remoteLifecycles, type RemoteOptions } from './lifecycles';
export { createTransitionRoot } from './transition-root';
export { whenIdle, yieldToMain } from './yield-to-main';
export { FIRST_PICTURE_SELECTOR, FIRST_PICTURE_WAIT_MS, firstPicturePainted } from './first-picture';
export {
  ManifestRoutes,
  claimsOf,
  findPage,
  type PageRoute,
  type RouteClaim,
  type RouteManifest,
  type RouteParams,
} from './route-manifest';
export { ownerOf, type AppClaims } from './route-owner';
export { prefetchWithPicture } from './prefetch-with-picture';
export { lazyAntd, lazyPart } from './lazyAntd';
export { lazyModal } from './lazyModal';
export { deviceViewed, readRecentlyViewed, recentlyViewedQuery, recordView } from './recently-viewed-queries';

export { AntdProviders, MartProviders, asWidget } from './MartProviders';
export { BaseProviders } from './BaseProviders';
export { StatusPanel } from './StatusPanel';
export { ReviewList, type ReviewLike } from './ReviewList';
export { LazyStatusPanel } from './LazyStatusPanel';
export { type Banner } from './BannerCarousel';
export { useCountdown } from './useCountdown';
export { useStepperLabels } from './useStepperLabels';
export { Section } from './Section';
export { Stars } from './Stars';
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
export { themeConfig } from './theme';
export { toast } from './toast';
export { navigate, linkClick } from './navigate';
export { PageSkeleton } from './PageSkeleton';
export { lazyPage } from './lazyPage';
export { lazyAntd } from './lazyAntd';
export { lazyModal } from './lazyModal';
export { domainT } from './domain-t';
export { CodeInput } from './CodeInput';
export { priceFormatOf, usePrice } from './usePrice';
export { showApiErrors } from './show-api-errors';
export { PageFrame, type PageWidth } from './PageFrame';
export { AfterBanner, BannerGate, GatedBanner } from './BannerGate';
export { FilterRow, FilterSegmented, FilterSelect, FilterSwitch } from './FilterRow';

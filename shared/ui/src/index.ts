export { AntdProviders, MartProviders, asWidget } from './MartProviders';
export { StatusPanel } from './StatusPanel';
export { remoteLifecycles, type RemoteProps } from './lifecycles';
export { themeConfig } from './theme';
export { toast } from './toast';
export { navigate, linkClick } from './navigate';
export { PageSkeleton } from './PageSkeleton';
export { lazyPage } from './lazyPage';
export { lazyModal } from './lazyModal';

export { MartProviders } from './MartProviders';
export { StatusPanel } from './StatusPanel';
export { remoteLifecycles, type RemoteProps } from './lifecycles';
export { themeConfig } from './theme';
export { toast } from './toast';
export { navigate, linkClick } from './navigate';

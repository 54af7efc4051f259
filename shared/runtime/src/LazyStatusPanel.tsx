/**
 * The kit's StatusPanel is plain HTML now (issue 43) and shows before antd has loaded without being lazy. This name
 * is kept for remotes/account only, until it takes StatusPanel from @mart/ui; then delete this file.
 */
export { StatusPanel as LazyStatusPanel } from '@mart/ui/status-panel';

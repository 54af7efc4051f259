import { ToastList } from '@mart/ui';
import { asWidget } from '@mart/runtime';

export type { ToastRequest } from '@mart/ui';

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const Toaster = asWidget(ToastList);

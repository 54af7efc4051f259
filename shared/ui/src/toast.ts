import { bus } from '@mart/bus';

/** Toasts are shown by the shell; any app asks for one over the bus. */
export const toast = {
  success: (message: string) => bus.request({ type: 'toast', level: 'success', message }),
  error: (message: string) => bus.request({ type: 'toast', level: 'error', message }),
  info: (message: string) => bus.request({ type: 'toast', level: 'info', message }),
  warning: (message: string) => bus.request({ type: 'toast', level: 'warning', message }),
};

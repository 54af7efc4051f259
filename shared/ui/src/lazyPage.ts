import type { ComponentType } from 'react';
import { lazyAntd } from './lazyAntd';

/**
 * A route's page as its own chunk: an app's first paint then carries only the page it lands on, and the rest arrives
 * when a customer navigates there. The page brings antd's providers, so an app's root needs none.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyAntd(load);
}

import { lazy, type ComponentType } from 'react';

/**
 * A route's page as its own chunk: an app's first paint then carries only the page it lands on (and the antd
 * components that page uses), and the rest arrives when a customer navigates there.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

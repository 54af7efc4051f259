import { lazy, type ComponentType } from 'react';

/**
 * antd's providers (theme, locale, direction), which every antd part of a page waits for. A remote starts them as
 * it mounts (`remoteLifecycles`), so they arrive and run before its first antd part instead of together with it.
 */
export const loadAntdProviders = () => import('./MartProviders');
const loadAsWidget = () => loadAntdProviders().then((m) => m.asWidget);

const never = new Promise<never>(() => undefined);
function NotOnServer(): never {
  // suspends for good: the server render (not streamed) sends the boundary's fallback
  throw never;
}

/**
 * A component that renders antd, as its own chunk loaded on first render together with antd's providers: the part
 * of a page that paints first is plain HTML and never waits for antd's core (issue 8, the critical path of /home).
 * A route's lazy page is one too: it brings antd's providers, so an app's root needs none.
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // the server renders a page's plain top only: antd's styles are made in the browser, so an antd part drawn on the
  // server would show unstyled until then; it stays its Suspense fallback there, as in the browser's first render
  if (typeof window === 'undefined') return NotOnServer;
  return lazy(async () => {
    const [Component, asWidget] = await Promise.all([load(), loadAsWidget()]);
    return { default: asWidget(Component) };
  });
}

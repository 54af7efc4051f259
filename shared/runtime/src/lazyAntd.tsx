import { lazy, type ComponentType } from 'react';
import { loadAntdStyles } from './antd-styles';

/**
 * antd's providers (theme, locale, direction), which every antd part of a page waits for: loaded with the page's
 * first antd part, never before it, so a first screen without antd carries none of antd's core.
 */
const loadAsWidget = () => import('./MartProviders').then((m) => m.asWidget);

const never = new Promise<never>(() => undefined);
function NotOnServer(): never {
  // suspends for good: the server render (not streamed) sends the boundary's fallback
  throw never;
}

/**
 * A part of a page as its own chunk, loaded on its first render in the browser. The server renders a page's plain
 * top only: there it stays its Suspense fallback, as in the browser's first render (a React `lazy` would render it
 * on the server once its module had been loaded by an earlier request).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (typeof window === 'undefined') return NotOnServer;
  return lazy(async () => ({ default: await load() }));
}

/**
 * A component that renders antd, as its own chunk loaded on first render together with antd's providers: the part
 * of a page that paints first is plain HTML and never waits for antd's core (issue 8, the critical path of /home).
 * A route's lazy page is one too: it brings antd's providers, so an app's root needs none. Like any `lazyPart`, it
 * is not drawn on the server: antd's styles are made in the browser, so an antd part drawn there would show
 * unstyled until then.
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPart(async () => {
    // the stylesheet the providers wait for downloads beside the part's code, not after it
    void loadAntdStyles();
    const [Component, asWidget] = await Promise.all([load(), loadAsWidget()]);
    return asWidget(Component);
  });
}

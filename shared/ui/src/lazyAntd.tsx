import { lazy, type ComponentType } from 'react';

// antd's providers (theme, locale, direction) come in the same download as the first component that needs them
const loadAsWidget = () => import('./MartProviders').then((m) => m.asWidget);

/**
 * A component that renders antd, as its own chunk loaded on first render together with antd's providers: the part
 * of a page that paints first is plain HTML and never waits for antd's core (issue 8, the critical path of /home).
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, asWidget] = await Promise.all([load(), loadAsWidget()]);
    return { default: asWidget(Component) };
  });
}

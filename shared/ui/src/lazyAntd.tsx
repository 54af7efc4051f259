import { lazy, type ComponentType } from 'react';

// antd's providers (theme, locale, direction) come in the same download as the first component that needs them
const loadAntdProviders = () => import('./MartProviders').then((m) => m.AntdProviders);

/**
 * A component that renders antd, as its own chunk loaded on first render together with antd's providers: the part
 * of a page that paints first is plain HTML and never waits for antd's core (issue 8, the critical path of /home).
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, AntdProviders] = await Promise.all([load(), loadAntdProviders()]);
    function WithAntd(props: P) {
      return (
        <AntdProviders>
          <Component {...props} />
        </AntdProviders>
      );
    }
    WithAntd.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
    return { default: WithAntd };
  });
}

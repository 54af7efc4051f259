import { use, type ComponentType, type ReactNode } from 'react';
import { AntdConfig } from '@mart/ui/antd-config';
import { loadAntdStyles } from './antd-styles';
import { BaseProviders } from './BaseProviders';

/**
 * The kit's antd configuration (theme, locale, direction: `AntdConfig`) once the app's antd stylesheet is in. Every
 * app bundles its own antd (it is not shared, so it can be tree-shaken), and an antd component only sees the
 * ConfigProvider of its own copy: whatever an app renders must sit under this provider from the same bundle. It
 * waits (suspends) for the app's antd stylesheet the first time, so antd finds its styles there instead of making
 * them.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  use(loadAntdStyles());
  return <AntdConfig>{children}</AntdConfig>;
}

/** Everything a React tree of ours needs; every remote root and the shell's pages wrap themselves in it. */
export function MartProviders({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <AntdProviders>{children}</AntdProviders>
    </BaseProviders>
  );
}

/**
 * An exposed component that another app renders inside its own tree (cart drawer, wishlist, location picker): the
 * host's providers are there, but not this bundle's antd configuration, so the widget brings it.
 */
export function asWidget<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Widget(props: P) {
    return (
      <AntdProviders>
        <Component {...props} />
      </AntdProviders>
    );
  }
  Widget.displayName = `Widget(${Component.displayName ?? Component.name})`;
  return Widget;
}

import { use, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import kkKZ from 'antd/locale/kk_KZ';
import enUS from 'antd/locale/en_US';
import { useBusValue } from '@mart/bus';
import { isRtl } from '@mart/i18n';
import { themeConfig } from '@mart/ui';
import { loadAntdStyles } from './antd-styles';
import { BaseProviders } from './BaseProviders';

const ANTD_LOCALES = { ru: ruRU, kz: kkKZ, en: enUS } as const;

/**
 * antd's theme, locale and direction, read from the bus. Every app bundles its own antd (it is not shared, so it
 * can be tree-shaken), and an antd component only sees the ConfigProvider of its own copy: whatever an app renders
 * must sit under this provider from the same bundle. It waits (suspends) for the app's antd stylesheet the first
 * time, so antd finds its styles there instead of making them.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  use(loadAntdStyles());
  const mode = useBusValue('theme');
  const language = useBusValue('language');
  const locale = ANTD_LOCALES[language as keyof typeof ANTD_LOCALES] ?? enUS;
  return (
    <ConfigProvider theme={themeConfig(mode)} locale={locale} direction={isRtl(language) ? 'rtl' : 'ltr'}>
      {children}
    </ConfigProvider>
  );
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

import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import kkKZ from 'antd/locale/kk_KZ';
import enUS from 'antd/locale/en_US';
import { useBusValue } from '@mart/bus';
import { isRtl } from '@mart/i18n';
import { themeConfig } from './theme';

const ANTD_LOCALES = { ru: ruRU, kz: kkKZ, en: enUS } as const;

/**
 * antd's theme, locale and direction, read from the bus: the kit's configuration of the antd copy it is bundled
 * with. The runtime puts it around every part of a page that loads antd (its `AntdProviders`, after the app's antd
 * stylesheet), so features never meet antd's ConfigProvider. Its own entry (`@mart/ui/antd-config`): antd's locales
 * load with antd's core, never with a first screen.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const mode = useBusValue('theme');
  const language = useBusValue('language');
  const locale = ANTD_LOCALES[language as keyof typeof ANTD_LOCALES] ?? enUS;
  return (
    <ConfigProvider theme={themeConfig(mode)} locale={locale} direction={isRtl(language) ? 'rtl' : 'ltr'}>
      {children}
    </ConfigProvider>
  );
}

import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import kkKZ from 'antd/locale/kk_KZ';
import enUS from 'antd/locale/en_US';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useBusValue } from '@mart/bus';
import { queryClient } from '@mart/api-runtime';
import { i18n, isRtl } from '@mart/i18n';
import { themeConfig } from './theme';

const ANTD_LOCALES = { ru: ruRU, kz: kkKZ, en: enUS } as const;

/** Everything a React tree of ours needs; the shell and every remote root wrap themselves in it. */
export function MartProviders({ children }: { children: ReactNode }) {
  const mode = useBusValue('theme');
  const language = useBusValue('language');
  const locale = ANTD_LOCALES[language as keyof typeof ANTD_LOCALES] ?? enUS;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={themeConfig(mode)} locale={locale} direction={isRtl(language) ? 'rtl' : 'ltr'}>
          <AntApp component={false}>{children}</AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

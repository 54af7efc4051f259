import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '@mart/api-runtime';
import { i18n } from '@mart/i18n';

/**
 * Translations and the query cache, without antd (the site's styles come with the shell: site-styles.ts): for a tree that paints no antd component itself (the shell's
 * header), so antd's core stays off the page's first download; what it loads later brings `AntdProviders`.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

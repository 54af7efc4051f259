import { Suspense } from 'react';
import { PageSkeleton } from '@mart/ui';
import { BaseProviders, lazyAntd } from '@mart/runtime';
import { ModulePickerPage } from './ModulePickerPage';
import { shellReactApp } from './react-app';
import { usePathname } from '../state/usePathname';
import { SearchPage } from '../search/SearchPage';

// the password pages' form (antd, formik, yup: ~180 KB compressed) loads on their route only, never with the picker
const ForgotPasswordPage = lazyAntd(() => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage));

function ShellPages() {
  const path = usePathname();
  if (path.startsWith('/forgot-password'))
    return (
      <Suspense fallback={<PageSkeleton rows={6} />}>
        <ForgotPasswordPage />
      </Suspense>
    );
  if (path === '/search') return <SearchPage />;
  return <ModulePickerPage />;
}

// the picker is plain HTML: antd's providers come with the parts that draw antd (lazyAntd), not before it
export const shellPagesApp = shellReactApp(ShellPages, BaseProviders);

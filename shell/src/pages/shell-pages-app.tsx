import { ModulePickerPage } from './ModulePickerPage';
import { shellReactApp } from './react-app';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { usePathname } from '../state/usePathname';

function ShellPages() {
  const path = usePathname();
  if (path.startsWith('/forgot-password')) return <ForgotPasswordPage />;
  return <ModulePickerPage />;
}

export const shellPagesApp = shellReactApp(ShellPages);

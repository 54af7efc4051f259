import { useEffect, useState } from 'react';
import { ModulePickerPage } from './ModulePickerPage';
import { shellReactApp } from './react-app';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function usePathname(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const on = () => setPath(window.location.pathname);
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return path;
}

function ShellPages() {
  const path = usePathname();
  if (path.startsWith('/forgot-password')) return <ForgotPasswordPage />;
  return <ModulePickerPage />;
}

export const shellPagesApp = shellReactApp(ShellPages);

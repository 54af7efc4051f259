import { BrowserRouter } from 'react-router-dom';
import { AntdProviders, ManifestRoutes } from '@mart/runtime';
import { ProfileRoute } from './frames';
import { ACCOUNT_ROUTES } from './routes';

/** The account frame (its menu, the sign-in gate) is antd, so this app's root brings antd's providers itself. */
export function AccountApp() {
  return (
    <AntdProviders>
      <BrowserRouter>
        <ManifestRoutes manifest={ACCOUNT_ROUTES} fallback={ProfileRoute} />
      </BrowserRouter>
    </AntdProviders>
  );
}

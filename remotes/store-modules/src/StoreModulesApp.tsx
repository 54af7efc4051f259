import { BrowserRouter } from 'react-router-dom';
import { ManifestRoutes } from '@mart/runtime';
import { ModuleHome } from './features/home/ModuleHome';
import { STORE_ROUTES } from './routes';

/** The remote's pages, under whichever router renders them (the browser's, or the server's for a first screen). */
export function StoreRoutes() {
  return <ManifestRoutes manifest={STORE_ROUTES} fallback={ModuleHome} />;
}

export function StoreModulesApp() {
  return (
    <BrowserRouter>
      <StoreRoutes />
    </BrowserRouter>
  );
}

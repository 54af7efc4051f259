import { lazy, Suspense, type ReactNode } from 'react';
import { useBusValue, bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';

// a guest's panel only: it loads when a guest needs it, so a signed-in customer's first screen does not carry it
const StatusPanel = lazy(() => import('@mart/ui/status-panel').then((m) => ({ default: m.StatusPanel })));

/** SPEC §6: account pages need a token; a guest sees why, and the Sign In button. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { token } = useBusValue('auth');
  if (!token) {
    return (
      <Suspense fallback={null}>
        <StatusPanel
          status="info"
          title={t('common.loginRequired')}
          action={{ label: t('common.signIn'), onClick: () => bus.request({ type: 'open-sign-in', view: 'sign-in' }) }}
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}

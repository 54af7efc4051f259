import type { ReactNode } from 'react';
import { useBusValue, bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { StatusPanel } from '@mart/ui';

/** SPEC §6: account pages need a token; a guest sees why, and the Sign In button. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { token } = useBusValue('auth');
  if (!token) {
    return (
      <StatusPanel
        status="info"
        title={t('common.loginRequired')}
        action={{ label: t('common.signIn'), onClick: () => bus.request({ type: 'open-sign-in', view: 'sign-in' }) }}
      />
    );
  }
  return <>{children}</>;
}

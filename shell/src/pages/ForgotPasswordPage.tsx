import { useTranslation } from '@mart/i18n';
import { StatusPanel, navigate } from '@mart/ui';

// The three-step flow is built with the auth modal (accounts issue); until then the route says where to go.
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      status="info"
      title={t('errors.sorryTitle')}
      text={t('errors.generic')}
      action={{ label: t('errors.helpSupport'), onClick: () => navigate('/help-and-support') }}
    />
  );
}

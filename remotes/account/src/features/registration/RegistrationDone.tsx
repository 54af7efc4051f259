import { useTranslation } from '@mart/i18n';
import { navigate, StatusPanel } from '@mart/ui';

export function RegistrationDone({ message }: { message: string }) {
  const { t } = useTranslation('account');
  return (
    <StatusPanel
      status="info"
      title={message}
      text={t('registration.review')}
      action={{ label: t('common.home'), onClick: () => navigate('/home') }}
    />
  );
}

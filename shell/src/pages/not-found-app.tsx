import { useTranslation } from '@mart/i18n';
import { StatusPanel, navigate } from '@mart/ui';
import { MartProviders } from '@mart/runtime';
import { shellReactApp } from './react-app';

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      status="404"
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      action={{ label: t('errors.goHome'), onClick: () => navigate('/home') }}
    />
  );
}

export const notFoundApp = shellReactApp(NotFound, MartProviders);

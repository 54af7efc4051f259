import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Typography } from 'antd';
import { useTranslation } from '@mart/i18n';

function AccountPage() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <section style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid="account-page">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Text type="secondary">{pathname}</Typography.Text>
    </section>
  );
}

export function AccountApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<AccountPage />} />
      </Routes>
    </BrowserRouter>
  );
}

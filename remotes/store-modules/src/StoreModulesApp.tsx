import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Typography } from 'antd';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';

function ModuleHome() {
  const { t } = useTranslation('store');
  const module = useBusValue('module');
  return (
    <section style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid="store-home">
      <Typography.Title level={2}>{module?.module_name ?? t('title')}</Typography.Title>
    </section>
  );
}

export function StoreModulesApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<ModuleHome />} />
      </Routes>
    </BrowserRouter>
  );
}

import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Typography } from 'antd';
import { useTranslation } from '@mart/i18n';
import type { Flavour } from './flavour';
import { FlavourContext } from './FlavourContext';

function Home({ flavour }: { flavour: Flavour }) {
  const { t } = useTranslation('vehicle');
  return (
    <section style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid={`${flavour.key}-home`}>
      <Typography.Title level={2}>{t(`${flavour.key}.title`)}</Typography.Title>
    </section>
  );
}

/** The root of a vehicle remote: its own routes under the flavour's base path, plus /home for its module. */
export function VehicleApp({ flavour }: { flavour: Flavour }) {
  return (
    <FlavourContext.Provider value={flavour}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Home flavour={flavour} />} />
        </Routes>
      </BrowserRouter>
    </FlavourContext.Provider>
  );
}

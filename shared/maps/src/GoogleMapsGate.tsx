import { useState, type ReactNode } from 'react';
import { Space, Spin } from 'antd';
import { useJsApiLoader } from '@react-google-maps/api';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { MapErrorPanel } from './MapErrorPanel';
import './register';

interface Props {
  /** hints for the error panel: what still works here without the map */
  hints?: string[];
  height: number;
  children: () => ReactNode;
}

/**
 * Renders its children once the Google Maps JS API is loaded with the site's key (config.map_api_key). Without a
 * key, or when the script cannot load (offline), the SPEC §8 error panel stands in its place.
 */
export function GoogleMapsGate({ hints, height, children }: Props) {
  const config = useBusValue('config');
  const apiKey = typeof config?.map_api_key === 'string' && config.map_api_key ? config.map_api_key : null;
  // the loader keeps a failed script for the page's life, so Retry remounts it with a fresh id
  const [attempt, setAttempt] = useState(0);
  if (!apiKey) return <MapErrorPanel code="NoApiKey" hints={hints} />;
  return (
    <Loader
      key={attempt}
      apiKey={apiKey}
      attempt={attempt}
      height={height}
      hints={hints}
      onRetry={() => setAttempt((a) => a + 1)}
    >
      {children}
    </Loader>
  );
}

function Loader({
  apiKey,
  attempt,
  height,
  hints,
  onRetry,
  children,
}: Omit<Props, 'children'> & { apiKey: string; attempt: number; onRetry: () => void; children: () => ReactNode }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: `mart-google-maps-${attempt}`, googleMapsApiKey: apiKey });
  if (loadError) return <MapErrorPanel code="ScriptLoadFailed" hints={hints} onRetry={onRetry} />;
  if (!isLoaded) return <MapLoading height={height} />;
  return <>{children()}</>;
}

/** SPEC §8 loading text 'Загрузка карты...' in the map's place. */
export function MapLoading({ height }: { height: number }) {
  const { t } = useTranslation('maps');
  return (
    <div role="status" style={{ height, display: 'grid', placeItems: 'center' }}>
      <Space orientation="vertical" align="center">
        <Spin />
        {t('loading')}
      </Space>
    </div>
  );
}

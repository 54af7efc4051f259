import { Space, Spin } from 'antd';
import { useTranslation } from '@mart/i18n';
import './register';
import './maps.css';

/** SPEC §8 loading text 'Загрузка карты...' in the map's place. */
export function MapLoading({ height }: { height: number }) {
  const { t } = useTranslation('maps');
  return (
    <div role="status" className="map-loading" style={{ height }}>
      <Space orientation="vertical" align="center">
        <Spin />
        {t('loading')}
      </Space>
    </div>
  );
}

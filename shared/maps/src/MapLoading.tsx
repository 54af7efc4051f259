import { Space, Spin } from 'antd';
import { useTranslation } from '@mart/i18n';
import './register';

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

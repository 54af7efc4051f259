import { useTranslation } from '@mart/i18n';
import './register';
import './maps.css';
import { Spin, Stack } from '@mart/ui';

/** SPEC §8 loading text 'Загрузка карты...' in the map's place. */
export function MapLoading({ height }: { height: number }) {
  const { t } = useTranslation('maps');
  return (
    <div role="status" className="map-loading" style={{ height }}>
      <Stack direction="vertical" align="center">
        <Spin />
        {t('loading')}
      </Stack>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { EnvironmentFilled, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useBusValue } from '@mart/bus';
import { MAP_ZOOM } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { loadGoogleMaps, MapLoadError, type GMap } from './google-maps';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * SPEC §2 map picker: zoom buttons, a centre pin (the point is wherever the map centre is), an optional zone
 * polygon. When the map service cannot load, the SPEC error panel takes its place; the place search beside it
 * keeps working through the API.
 */
export function MapPicker({
  center,
  polygon,
  onMove,
}: {
  center: LatLng;
  polygon?: LatLng[];
  onMove: (p: LatLng) => void;
}) {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const apiKey = typeof config?.map_api_key === 'string' ? config.map_api_key : undefined;
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<GMap | null>(null);
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; error: MapLoadError }>({
    kind: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const moveRef = useRef(onMove);
  moveRef.current = onMove;

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadGoogleMaps(apiKey)
      .then((maps) => {
        if (!live || !el.current) return;
        const m = new maps.Map(el.current, {
          center,
          zoom: polygon?.length ? MAP_ZOOM.withPolygon : MAP_ZOOM.default,
          maxZoom: MAP_ZOOM.max,
          minZoom: MAP_ZOOM.min,
          disableDefaultUI: true,
        });
        if (polygon?.length) new maps.Polygon({ paths: polygon, map: m, strokeOpacity: 0.8, fillOpacity: 0.1 });
        m.addListener('idle', () => {
          const c = m.getCenter();
          if (c) moveRef.current({ lat: c.lat(), lng: c.lng() });
        });
        map.current = m;
        setState({ kind: 'ready' });
      })
      .catch(
        (e: unknown) =>
          live &&
          setState({
            kind: 'error',
            error: e instanceof MapLoadError ? e : new MapLoadError('ScriptLoadFailed', String(e)),
          }),
      );
    return () => {
      live = false;
    };
    // the map is built once per attempt; later centre changes are applied below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey, attempt]);

  useEffect(() => {
    const c = map.current?.getCenter();
    if (map.current && c && (Math.abs(c.lat() - center.lat) > 1e-7 || Math.abs(c.lng() - center.lng) > 1e-7))
      map.current.setCenter(center);
  }, [center]);

  const zoom = (d: number) => {
    const m = map.current;
    if (m) m.setZoom(Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, (m.getZoom() ?? MAP_ZOOM.default) + d)));
  };

  if (state.kind === 'error') {
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        data-testid="map-error"
        title={t('map.errorTitle')}
        description={
          <>
            <ul style={{ paddingInlineStart: 18, margin: '4px 0' }}>
              <li>{t('map.hintConnection')}</li>
              <li>{t('map.hintSearch')}</li>
            </ul>
            <Typography.Text type="secondary">
              {state.error.message} ({t('map.code')}: {state.error.code})
            </Typography.Text>
          </>
        }
        action={<Button onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <div style={{ position: 'relative', height: 280, borderRadius: 8, overflow: 'hidden' }}>
      <div ref={el} style={{ position: 'absolute', inset: 0 }} aria-label={t('map.label')} role="application" />
      {state.kind === 'loading' && (
        <div role="status" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Space orientation="vertical" align="center">
            <Spin />
            {t('map.loading')}
          </Space>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <EnvironmentFilled
            aria-hidden
            style={{
              position: 'absolute',
              left: '50%',
              top: '50%',
              transform: 'translate(-50%, -100%)',
              fontSize: 32,
              color: '#e53935',
            }}
          />
          <Space orientation="vertical" style={{ position: 'absolute', right: 8, bottom: 8 }}>
            <Button icon={<PlusOutlined />} aria-label={t('map.zoomIn')} onClick={() => zoom(1)} />
            <Button icon={<MinusOutlined />} aria-label={t('map.zoomOut')} onClick={() => zoom(-1)} />
          </Space>
        </>
      )}
    </div>
  );
}

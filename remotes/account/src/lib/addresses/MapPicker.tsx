import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { GoogleMap, PolygonF } from '@react-google-maps/api';
import { MAP_ZOOM } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { GoogleMapsGate } from '@mart/maps';
import { Button, EnvironmentFilled, MinusOutlined, PlusOutlined, Stack } from '@mart/ui';
import './map-picker.css';

export interface LatLng {
  lat: number;
  lng: number;
}

/** map-picker.css gives the map this height */
const HEIGHT = 280;
type MapInstance = Parameters<NonNullable<ComponentProps<typeof GoogleMap>['onLoad']>>[0];

/**
 * SPEC §2 map picker: zoom buttons, a centre pin (the point is wherever the map centre is), an optional zone
 * polygon. When the map service cannot load, the SPEC error panel takes its place; the place search beside it
 * keeps working through the API.
 */
export function MapPicker(props: { center: LatLng; polygon?: LatLng[]; onMove: (p: LatLng) => void }) {
  const { t } = useTranslation('account');
  return (
    <GoogleMapsGate height={HEIGHT} hints={[t('map.hintSearch')]}>
      {() => <PickerMap {...props} />}
    </GoogleMapsGate>
  );
}

function PickerMap({ center, polygon, onMove }: { center: LatLng; polygon?: LatLng[]; onMove: (p: LatLng) => void }) {
  const { t } = useTranslation('account');
  const map = useRef<MapInstance | null>(null);
  // the map owns its centre once shown; the prop moves it only when the customer picks a place elsewhere
  const [initial] = useState(center);
  const [initialZoom] = useState(polygon?.length ? MAP_ZOOM.withPolygon : MAP_ZOOM.default);

  useEffect(() => {
    const c = map.current?.getCenter();
    if (map.current && c && (Math.abs(c.lat() - center.lat) > 1e-7 || Math.abs(c.lng() - center.lng) > 1e-7))
      map.current.setCenter(center);
  }, [center]);

  const zoom = (d: number) => {
    const m = map.current;
    if (m) m.setZoom(Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, (m.getZoom() ?? MAP_ZOOM.default) + d)));
  };

  return (
    <div className="map-picker">
      <div role="application" aria-label={t('map.label')} className="map-picker__canvas">
        <GoogleMap
          mapContainerStyle={{ height: '100%' }}
          center={initial}
          zoom={initialZoom}
          options={{ disableDefaultUI: true, maxZoom: MAP_ZOOM.max, minZoom: MAP_ZOOM.min }}
          onLoad={(m) => {
            map.current = m;
          }}
          onUnmount={() => {
            map.current = null;
          }}
          onIdle={() => {
            const c = map.current?.getCenter();
            if (c) onMove({ lat: c.lat(), lng: c.lng() });
          }}
        >
          {polygon?.length ? <PolygonF paths={polygon} options={{ strokeOpacity: 0.8, fillOpacity: 0.1 }} /> : null}
        </GoogleMap>
      </div>
      <EnvironmentFilled className="map-picker__pin" />
      <Stack direction="vertical" className="map-picker__zoom">
        <Button icon={<PlusOutlined />} aria-label={t('map.zoomIn')} onClick={() => zoom(1)} />
        <Button icon={<MinusOutlined />} aria-label={t('map.zoomOut')} onClick={() => zoom(-1)} />
      </Stack>
    </div>
  );
}

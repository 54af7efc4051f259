import { useState } from 'react';
import { Button, Divider, List, Space, Typography } from 'antd';
import { AimOutlined, EnvironmentOutlined, LoginOutlined, SearchOutlined } from '@ant-design/icons';
import type { Address } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { useMapKey } from '@mart/maps';
import { toast, showApiErrors } from '@mart/ui';
import { geoApi } from '@mart/api-client';
import { addressTitle } from '../addresses/address-label';
import { AddressFormModal } from '../addresses/AddressFormModal';
import { useAddresses } from '../addresses/useAddresses';
import { LazyMapPicker } from '../addresses/LazyMapPicker';
import type { LatLng } from '../addresses/MapPicker';
import { PlaceSearch } from '../addresses/PlaceSearch';
import { currentPosition } from './current-position';
import { SavedAddressesModal } from './SavedAddressesModal';
import { setLocation, type PickedPlace } from './set-location';
import './location.css';

/**
 * SPEC §2 location popover: saved addresses or a sign-in message, Use Current Location, Pick from map. Without a
 * map key the map is left out: the same step offers the place search on its own ("Find an address").
 */
export function LocationPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { token } = useBusValue('auth');
  const config = useBusValue('config');
  const location = useBusValue('location');
  const mapKey = useMapKey();
  const addresses = useAddresses();
  const [mode, setMode] = useState<'menu' | 'map' | 'saved' | 'add'>('menu');
  const [busy, setBusy] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const start: LatLng = location ??
    (config?.default_location as LatLng | undefined) ?? { lat: 43.238949, lng: 76.889709 };

  const apply = async (place: PickedPlace, key: string) => {
    setBusy(key);
    try {
      await setLocation(place);
      onDone();
    } catch (e) {
      showApiErrors(e);
    } finally {
      setBusy(null);
    }
  };
  const chooseSaved = (a: Address) =>
    apply({ address: a.address, lat: a.latitude, lng: a.longitude, addressId: a.id, zoneIds: a.zone_ids }, `a${a.id}`);
  const useCurrent = async () => {
    setBusy('current');
    try {
      const p = await currentPosition();
      const geo = await geoApi.geocode(p.lat, p.lng).catch(() => null);
      await apply(
        { ...p, address: geo?.results[0]?.formatted_address ?? `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}` },
        'current',
      );
    } catch (e) {
      toast.error(t('location.currentFailed'));
      console.warn('[account] geolocation', e);
    } finally {
      setBusy(null);
    }
  };

  if (mode === 'map') {
    return (
      <Space orientation="vertical" className="mart-full">
        <PlaceSearch onPick={(p) => setPicked(p)} />
        {mapKey && (
          <LazyMapPicker
            center={picked ?? start}
            onMove={(p) => {
              geoApi
                .geocode(p.lat, p.lng)
                .then((r) =>
                  setPicked({
                    ...p,
                    address: r.results[0]?.formatted_address ?? `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`,
                  }),
                )
                .catch(() => setPicked({ ...p, address: `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}` }));
            }}
          />
        )}
        {picked && <Typography.Text data-testid="picked-address">{picked.address}</Typography.Text>}
        <Space className="mart-full mart-end">
          <Button onClick={() => setMode('menu')}>{t('common.back')}</Button>
          <Button
            type="primary"
            disabled={!picked}
            loading={busy === 'map'}
            onClick={() => picked && apply(picked, 'map')}
            data-testid="map-confirm"
          >
            {t('location.confirm')}
          </Button>
        </Space>
      </Space>
    );
  }

  const list = addresses.data?.addresses ?? [];
  return (
    <>
      <Space orientation="vertical" className="mart-full">
        <Button block icon={<AimOutlined />} loading={busy === 'current'} onClick={useCurrent}>
          {t('location.useCurrent')}
        </Button>
        <Button
          block
          icon={mapKey ? <EnvironmentOutlined /> : <SearchOutlined />}
          onClick={() => setMode('map')}
          data-testid="pick-from-map"
        >
          {t(mapKey ? 'location.pickFromMap' : 'location.findAddress')}
        </Button>
      </Space>
      <Divider plain>{t('location.savedTitle')}</Divider>
      {!token ? (
        <Space orientation="vertical" className="mart-full mart-center">
          <Typography.Text type="secondary">{t('location.signInForSaved')}</Typography.Text>
          <Button icon={<LoginOutlined />} onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}>
            {t('common.signIn')}
          </Button>
        </Space>
      ) : (
        <>
          <List
            className="location-panel__saved"
            loading={addresses.isPending}
            dataSource={list}
            locale={{ emptyText: t('location.noSaved') }}
            renderItem={(a) => (
              <List.Item
                data-testid="location-address"
                actions={[
                  <Button
                    key="use"
                    size="small"
                    loading={busy === `a${a.id}`}
                    onClick={() => chooseSaved(a)}
                    aria-label={`${t('location.select')}: ${addressTitle(a, t)}`}
                  >
                    {t('location.select')}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={addressTitle(a, t)} description={a.address} />
              </List.Item>
            )}
          />
          <Button type="link" block onClick={() => setMode('saved')}>
            {t('location.allSaved')}
          </Button>
        </>
      )}
      {mode === 'saved' && (
        <SavedAddressesModal onClose={() => setMode('menu')} onSelect={chooseSaved} onAdd={() => setMode('add')} />
      )}
      {mode === 'add' && (
        <AddressFormModal
          address={null}
          onClose={() => setMode('menu')}
          onSaved={(a) => {
            void addresses.refetch();
            void chooseSaved(a);
          }}
        />
      )}
    </>
  );
}

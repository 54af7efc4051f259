import { useState } from 'react';
import type { Address, GuestAddress } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { useMapKey } from '@mart/maps';
import { canEditAddress, selectedAddressOf } from '@mart/domain';
import {
  AimOutlined,
  Button,
  Divider,
  EditOutlined,
  Empty,
  EnvironmentOutlined,
  List,
  PageSkeleton,
  SearchOutlined,
  Stack,
  Text,
  toast,
  showApiErrors,
} from '@mart/ui';
import { geoApi } from '@mart/api-client';
import { addressTitle } from '../../lib/addresses/address-label';
import { AddressFormModal } from '../../lib/addresses/AddressFormModal';
import { useAddresses } from '../../lib/addresses/useAddresses';
import { LazyMapPicker } from '../../lib/addresses/LazyMapPicker';
import type { LatLng } from '../../lib/addresses/MapPicker';
import { PlaceSearch } from '../../lib/addresses/PlaceSearch';
import { currentPosition } from './current-position';
import { GuestAddressBlock } from './GuestAddressBlock';
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
  const [editing, setEditing] = useState<Address | null>(null);
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
  /** A guest's kept address (SPEC §6: one, on this device) becomes the location; one without a point is looked up. */
  const applyGuest = (a: GuestAddress) =>
    a.latitude !== undefined && a.longitude !== undefined
      ? apply({ address: a.address, lat: a.latitude, lng: a.longitude }, 'guest')
      : setMode('map');
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
      <Stack direction="vertical" className="mart-full">
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
        {picked && <Text data-testid="picked-address">{picked.address}</Text>}
        <Stack justify="end" className="mart-full">
          <Button onClick={() => setMode('menu')}>{t('common.back')}</Button>
          <Button
            variant="primary"
            disabled={!picked}
            loading={busy === 'map'}
            onClick={() => picked && apply(picked, 'map')}
            data-testid="map-confirm"
          >
            {t('location.confirm')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  const list = addresses.data?.addresses ?? [];
  // SPEC §3/§4: the location picked on the map or by position, shown as a 'Selected Address' (nothing to edit)
  const selected = selectedAddressOf(location);
  const edit = (a: Address | null) => {
    setEditing(a);
    setMode('add');
  };
  return (
    <>
      <Stack direction="vertical" className="mart-full">
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
      </Stack>
      {selected && (
        <div className="mart-mt-12" data-testid="selected-address" data-address-type={selected.address_type}>
          <List.Item.Meta title={addressTitle(selected, t)} description={selected.address} />
        </div>
      )}
      {!token ? (
        <GuestAddressBlock busy={busy} onUse={(a) => applyGuest(a)} onEdit={() => edit(null)} />
      ) : (
        <>
          <Divider>{t('location.savedTitle')}</Divider>
          {addresses.isPending && <PageSkeleton rows={2} />}
          {addresses.isSuccess && list.length === 0 && <Empty description={t('location.noSaved')} />}
          <List
            className="location-panel__saved"
            dataSource={list}
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
                  // SPEC §4: Edit is hidden for type 'Selected Address'
                  ...(canEditAddress(a)
                    ? [
                        <Button
                          key="edit"
                          size="small"
                          variant="text"
                          icon={<EditOutlined />}
                          onClick={() => edit(a)}
                          aria-label={`${t('addresses.edit')}: ${addressTitle(a, t)}`}
                        />,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta title={addressTitle(a, t)} description={a.address} />
              </List.Item>
            )}
          />
          <Button variant="link" block onClick={() => setMode('saved')}>
            {t('location.allSaved')}
          </Button>
        </>
      )}
      {mode === 'saved' && (
        <SavedAddressesModal onClose={() => setMode('menu')} onSelect={chooseSaved} onAdd={() => setMode('add')} />
      )}
      {mode === 'add' && (
        <AddressFormModal
          address={editing}
          onClose={() => setMode('menu')}
          onSaved={(saved) => {
            setMode('menu');
            if (saved.kind === 'guest') return void applyGuest(saved.address);
            void addresses.refetch();
            void chooseSaved(saved.address);
          }}
        />
      )}
    </>
  );
}

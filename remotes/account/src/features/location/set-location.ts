import { configApi, queryClient, vehicleEndpoints } from '@mart/api-client';
import { bus } from '@mart/bus';
import { CLEAR_CART_TOAST_MS } from '@mart/domain';
import { i18n } from '@mart/i18n';
import { toast } from '@mart/ui';

export interface PickedPlace {
  address: string;
  lat: number;
  lng: number;
  /** a saved address record: its zone_ids are known already */
  addressId?: number;
  zoneIds?: number[];
}

const tr = (k: string) => i18n.t(`account:${k}`);

async function zonesAt(lat: number, lng: number): Promise<number[]> {
  const r = await configApi.zoneId(lat, lng);
  return Array.isArray(r.zone_id) ? r.zone_id : (JSON.parse(r.zone_id) as number[]);
}

/**
 * SPEC §4 location change: store the location, coordinates and zone ids (the shell persists them), refresh what
 * depends on them, and toast. A vehicle cart whose pickup zone the new location does not serve is cleared with
 * the SPEC error (the rental cart rule). Throws the API's error when the point is outside every zone.
 */
export async function setLocation(place: PickedPlace): Promise<void> {
  const zoneIds = place.zoneIds?.length ? place.zoneIds : await zonesAt(place.lat, place.lng);
  const previous = bus.get('location');
  const module = bus.get('module');
  const flavour = module?.module_type === 'rental' || module?.module_type === 'carmarket' ? module.module_type : null;
  bus.set('location', {
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    zoneIds,
    ...(place.addressId ? { addressId: place.addressId } : {}),
  });
  if (flavour && previous && bus.get('cartCounts')[flavour] > 0 && !previous.zoneIds.some((z) => zoneIds.includes(z))) {
    await vehicleEndpoints(flavour)
      .removeCart()
      .catch(() => undefined);
    bus.set('cartCounts', { ...bus.get('cartCounts'), [flavour]: 0 });
    bus.request({ type: 'toast', level: 'error', message: tr('location.cartCleared'), duration: CLEAR_CART_TOAST_MS });
  }
  void queryClient.invalidateQueries();
  bus.request({ type: 'refresh', what: 'cart' });
  if (place.addressId) toast.success(tr(flavour ? 'location.newPickup' : 'location.newDelivery'));
  else toast.success(tr('location.set'));
}

import { useState, type ReactNode } from 'react';
import { lazyModal } from '@mart/runtime';
import { type ApiVehicle, type VehicleCartLine, errorMessage } from '@mart/api-client';
import { decideAddToCart, type VehicleCart } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import type { Flavour } from '../../flavour';
import { domainSearch, getSearch } from '../search-state';
import { tripRequest } from '../trip-request';
import { useSetCart, useVehicleCart } from './useCart';
import type { AddToCartDialog } from './AddToCartDialogs';
import { conflictingLines } from './conflicting-lines';

// the dialogs are antd: they load on the tap that opens one, not with the Rent button
const LazyAddToCartDialogs = lazyModal(
  () => import('./AddToCartDialogs').then((m) => m.AddToCartDialogs),
  (p) => p.dialog !== null,
);

type Dialog = AddToCartDialog | null;

/**
 * SPEC §4 add-to-cart sequence: the decision is @mart/domain decideAddToCart; this hook runs it and owns the
 * three dialogs it can lead to (provider conflict, change trip type → Trip Vehicle List, change duration).
 */
export function useAddToCart(flavour: Flavour): {
  add: (v: ApiVehicle) => Promise<void>;
  busy: boolean;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('vehicle');
  const { cart, data, refetch } = useVehicleCart(flavour);
  const setCart = useSetCart(flavour);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);

  const trip = () => tripRequest(flavour, getSearch(flavour.key));

  async function run(step: () => Promise<void>) {
    setBusy(true);
    try {
      await step();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function put(vehicle: ApiVehicle) {
    setCart(await flavour.api.addToCart(vehicle.id, trip()));
    toast.success(t('added'));
  }

  async function add(vehicle: ApiVehicle) {
    const search = getSearch(flavour.key);
    if (!search.pickup_location) {
      toast.warning(t('search.pickupFirst'));
      return;
    }
    // a click before the cart has loaded must still see it, or the SPEC's conflict dialogs would be skipped
    const [current, { domainT }] = await Promise.all([
      data ?? refetch().then((r) => r.data ?? cart),
      // the domain's messages in every language (the decision's wording) come with the first tap, not the button
      import('./domain-messages'),
    ]);
    const decision = decideAddToCart(
      vehicle,
      current as VehicleCart,
      domainSearch(flavour.key, search),
      flavour.rules,
      domainT,
    );
    switch (decision.kind) {
      case 'type-not-offered':
      case 'quantity-exceeded':
        toast.error(decision.message);
        return;
      case 'provider-conflict':
        setDialog({ kind: 'provider', vehicle, message: decision.message });
        return;
      case 'change-trip-type':
        setDialog({ kind: 'trip-type', vehicle });
        return;
      case 'change-duration': {
        const line = current.carts.find((l) => l.id === Number(decision.cartId));
        setDialog({
          kind: 'duration',
          vehicle,
          cartId: decision.cartId === null ? null : Number(decision.cartId),
          quantity: line?.quantity ?? 1,
        });
        return;
      }
      case 'increment':
        await run(async () => {
          setCart(await flavour.api.updateCart(Number(decision.cartId), decision.quantity));
        });
        return;
      case 'add':
        await run(() => put(vehicle));
    }
  }

  /** Change-trip-type Yes: the user-data update; a list answer opens the Trip Vehicle List (SPEC §4). */
  async function changeType(vehicle: ApiVehicle) {
    try {
      setCart(await flavour.api.updateUserData(trip()));
    } catch (e) {
      const lines = conflictingLines(e);
      if (!lines) throw e;
      setDialog({ kind: 'vehicle-list', vehicle, lines });
      return;
    }
    setDialog(null);
    await put(vehicle);
  }

  async function removeAndContinue(vehicle: ApiVehicle, lines: VehicleCartLine[]) {
    const left = await flavour.api.removeMultiple(lines.map((l) => l.id));
    setCart(left);
    if (left.carts.length) setCart(await flavour.api.updateUserData(trip()));
    setDialog(null);
    await put(vehicle);
  }

  async function changeDuration(d: Extract<Dialog, { kind: 'duration' }>) {
    if (d.cartId !== null) setCart(await flavour.api.updateCart(d.cartId, d.quantity, trip()));
    else await put(d.vehicle);
    setDialog(null);
  }

  const dialogs = (
    <LazyAddToCartDialogs
      dialog={dialog}
      busy={busy}
      onClose={() => setDialog(null)}
      onProvider={(vehicle) =>
        run(async () => {
          // SPEC §4 Yes: the cart is cleared and the vehicle added — one remove-cart with the vehicle (so a refused
          // vehicle leaves the cart as it was), then the search's places and hours as its trip details
          const request = trip();
          setCart(
            await flavour.api.removeCart({
              vehicleId: vehicle.id,
              pickupTime: request.pickup_time,
              type: request[flavour.rules.typeField] ?? undefined,
            }),
          );
          setDialog(null);
          setCart(await flavour.api.updateUserData(request));
          toast.success(t('added'));
        })
      }
      onTripType={(vehicle) => run(() => changeType(vehicle))}
      onVehicleList={(vehicle, lines) => run(() => removeAndContinue(vehicle, lines))}
      onDuration={(d) => run(() => changeDuration(d))}
    />
  );
  return { add, busy, dialogs };
}

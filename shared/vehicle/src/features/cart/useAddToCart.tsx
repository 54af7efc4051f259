import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { type ApiVehicle, type VehicleCartLine, errorMessage } from '@mart/api-client';
import { decideAddToCart, type VehicleCart } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast, domainT } from '@mart/ui';
import type { Flavour } from '../../flavour';
import { domainSearch, getSearch } from '../search/search-state';
import { tripRequest } from '../search/trip-request';
import { useSetCart, useVehicleCart } from './useCart';
import { VehicleListDialog, conflictingLines } from './VehicleListDialog';

type Dialog =
  | { kind: 'provider'; vehicle: ApiVehicle; message: string }
  | { kind: 'trip-type'; vehicle: ApiVehicle }
  | { kind: 'vehicle-list'; vehicle: ApiVehicle; lines: VehicleCartLine[] }
  | { kind: 'duration'; vehicle: ApiVehicle; cartId: number | null; quantity: number }
  | null;

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
    const current = data ?? (await refetch()).data ?? cart;
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

  const close = () => setDialog(null);
  // the SPEC's Yes/No questions (provider conflict, trip type, duration), each open while its dialog is
  const yesNo = (kind: NonNullable<Dialog>['kind'], title: string, text: string, onOk: () => unknown) => (
    <Modal
      open={dialog?.kind === kind}
      title={title}
      okText={t('dialogs.yes')}
      cancelText={t('dialogs.no')}
      confirmLoading={busy}
      onCancel={close}
      onOk={onOk}
    >
      <p>{text}</p>
    </Modal>
  );
  const dialogs = (
    <>
      {yesNo(
        'provider',
        t('dialogs.providerTitle'),
        dialog?.kind === 'provider' ? dialog.message : '',
        () =>
          dialog?.kind === 'provider' &&
          run(async () => {
            setCart(await flavour.api.removeCart());
            setDialog(null);
            await put(dialog.vehicle);
          }),
      )}
      {yesNo(
        'trip-type',
        t('dialogs.tripTypeTitle'),
        t('dialogs.tripTypeText'),
        () => dialog?.kind === 'trip-type' && run(() => changeType(dialog.vehicle)),
      )}
      <VehicleListDialog
        lines={dialog?.kind === 'vehicle-list' ? dialog.lines : null}
        busy={busy}
        onCancel={close}
        onContinue={(lines) => dialog?.kind === 'vehicle-list' && run(() => removeAndContinue(dialog.vehicle, lines))}
      />
      {yesNo(
        'duration',
        t('dialogs.durationTitle'),
        t('dialogs.durationText'),
        () => dialog?.kind === 'duration' && run(() => changeDuration(dialog)),
      )}
    </>
  );
  return { add, busy, dialogs };
}

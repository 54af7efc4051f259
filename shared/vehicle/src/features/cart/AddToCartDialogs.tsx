import { Modal } from 'antd';
import type { ApiVehicle, VehicleCartLine } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { VehicleListDialog } from './VehicleListDialog';

/** The dialog the add-to-cart sequence is waiting on (useAddToCart). */
export type AddToCartDialog =
  | { kind: 'provider'; vehicle: ApiVehicle; message: string }
  | { kind: 'trip-type'; vehicle: ApiVehicle }
  | { kind: 'vehicle-list'; vehicle: ApiVehicle; lines: VehicleCartLine[] }
  | { kind: 'duration'; vehicle: ApiVehicle; cartId: number | null; quantity: number };

/**
 * SPEC §4: the add-to-cart sequence's dialogs (provider conflict, change trip type → Trip Vehicle List, change
 * duration). antd, on their own chunk: useAddToCart loads them on the first tap that opens one.
 */
export function AddToCartDialogs({
  dialog,
  busy,
  onClose,
  onProvider,
  onTripType,
  onVehicleList,
  onDuration,
}: {
  dialog: AddToCartDialog | null;
  busy: boolean;
  onClose: () => void;
  onProvider: (vehicle: ApiVehicle) => void;
  onTripType: (vehicle: ApiVehicle) => void;
  onVehicleList: (vehicle: ApiVehicle, lines: VehicleCartLine[]) => void;
  onDuration: (dialog: Extract<AddToCartDialog, { kind: 'duration' }>) => void;
}) {
  const { t } = useTranslation('vehicle');
  const yesNo = { okText: t('dialogs.yes'), cancelText: t('dialogs.no'), confirmLoading: busy, onCancel: onClose };
  return (
    <>
      <Modal
        open={dialog?.kind === 'provider'}
        title={t('dialogs.providerTitle')}
        {...yesNo}
        onOk={() => dialog?.kind === 'provider' && onProvider(dialog.vehicle)}
      >
        <p>{dialog?.kind === 'provider' ? dialog.message : ''}</p>
      </Modal>
      <Modal
        open={dialog?.kind === 'trip-type'}
        title={t('dialogs.tripTypeTitle')}
        {...yesNo}
        onOk={() => dialog?.kind === 'trip-type' && onTripType(dialog.vehicle)}
      >
        <p>{t('dialogs.tripTypeText')}</p>
      </Modal>
      <VehicleListDialog
        lines={dialog?.kind === 'vehicle-list' ? dialog.lines : null}
        busy={busy}
        onCancel={onClose}
        onContinue={(lines) => dialog?.kind === 'vehicle-list' && onVehicleList(dialog.vehicle, lines)}
      />
      <Modal
        open={dialog?.kind === 'duration'}
        title={t('dialogs.durationTitle')}
        {...yesNo}
        onOk={() => dialog?.kind === 'duration' && onDuration(dialog)}
      >
        <p>{t('dialogs.durationText')}</p>
      </Modal>
    </>
  );
}

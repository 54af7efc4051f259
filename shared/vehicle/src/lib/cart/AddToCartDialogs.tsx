import type { ApiVehicle, VehicleCartLine } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { VehicleListDialog } from './VehicleListDialog';
import { Modal } from '@mart/ui';

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
  // the SPEC's Yes/No questions (provider conflict, trip type, duration), each open while its dialog is
  const yesNo = (kind: AddToCartDialog['kind'], title: string, text: string, onOk: () => unknown) => (
    <Modal
      open={dialog?.kind === kind}
      title={title}
      okText={t('dialogs.yes')}
      cancelText={t('dialogs.no')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={onOk}
    >
      <p>{text}</p>
    </Modal>
  );
  return (
    <>
      {yesNo(
        'provider',
        t('dialogs.providerTitle'),
        dialog?.kind === 'provider' ? dialog.message : '',
        () => dialog?.kind === 'provider' && onProvider(dialog.vehicle),
      )}
      {yesNo(
        'trip-type',
        t('dialogs.tripTypeTitle'),
        t('dialogs.tripTypeText'),
        () => dialog?.kind === 'trip-type' && onTripType(dialog.vehicle),
      )}
      <VehicleListDialog
        lines={dialog?.kind === 'vehicle-list' ? dialog.lines : null}
        busy={busy}
        onCancel={onClose}
        onContinue={(lines) => dialog?.kind === 'vehicle-list' && onVehicleList(dialog.vehicle, lines)}
      />
      {yesNo(
        'duration',
        t('dialogs.durationTitle'),
        t('dialogs.durationText'),
        () => dialog?.kind === 'duration' && onDuration(dialog),
      )}
    </>
  );
}

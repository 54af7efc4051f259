import type { VehicleCartLine } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Button, List, Modal, Paragraph } from '@mart/ui';

/** SPEC §2 Trip Vehicle List: the vehicles lacking the chosen trip type, removed on Remove & Continue. */
export function VehicleListDialog({
  lines,
  busy,
  onCancel,
  onContinue,
}: {
  /** null: closed */
  lines: VehicleCartLine[] | null;
  busy: boolean;
  onCancel: () => void;
  onContinue: (lines: VehicleCartLine[]) => void;
}) {
  const { t } = useTranslation('vehicle');
  return (
    <Modal
      open={lines !== null}
      title={t('dialogs.vehicleListTitle')}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('dialogs.cancel')}
        </Button>,
        <Button key="go" variant="primary" danger loading={busy} onClick={() => lines && onContinue(lines)}>
          {t('dialogs.removeContinue')}
        </Button>,
      ]}
    >
      <Paragraph>{t('dialogs.vehicleListText')}</Paragraph>
      <List size="small" dataSource={lines ?? []} renderItem={(l) => <List.Item>{l.vehicle.name}</List.Item>} />
    </Modal>
  );
}

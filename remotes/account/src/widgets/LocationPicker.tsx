import '../register';
import { useTranslation } from '@mart/i18n';
import { asWidget } from '@mart/runtime';
import { LocationPanel } from '../features/location/LocationPanel';
import { Modal } from '@mart/ui';

function LocationPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('location.title')}
      width={520}
      destroyOnHidden
      data-testid="location-picker"
    >
      <LocationPanel onDone={onClose} />
    </Modal>
  );
}

export default asWidget(LocationPicker);

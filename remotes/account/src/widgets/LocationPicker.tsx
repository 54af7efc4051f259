import { Empty, Modal } from 'antd';
import { useTranslation } from '@mart/i18n';

export default function LocationPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('location')}>
      <Empty />
    </Modal>
  );
}

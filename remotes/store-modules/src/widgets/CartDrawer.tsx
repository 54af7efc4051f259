import { Drawer, Empty } from 'antd';
import { useTranslation } from '@mart/i18n';

export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('store');
  return (
    <Drawer open={open} onClose={onClose} placement="right" width={420} title={t('cartTitle')}>
      <Empty />
    </Drawer>
  );
}

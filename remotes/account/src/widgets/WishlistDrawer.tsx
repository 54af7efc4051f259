import { Drawer, Empty } from 'antd';
import { useTranslation } from '@mart/i18n';

export default function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Drawer open={open} onClose={onClose} placement="right" width={523} title={t('wishlist')}>
      <Empty />
    </Drawer>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '@mart/i18n';
import { asWidget } from '@mart/runtime';
import { CartContent } from '../features/cart/CartContent';
import '../register';
import './cart-drawer.css';
import { Drawer } from '@mart/ui';

/** Exposed as ./CartDrawer; the shell renders it when the header's cart is clicked on any route but a vehicle one. */
function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('store');
  // the content stays mounted while the drawer is closed; opening it again re-renders only the drawer's frame
  const content = useMemo(() => <CartContent onClose={onClose} />, [onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      width={420}
      classNames={{ section: 'cart-drawer' }}
      title={t('cartTitle')}
    >
      {content}
    </Drawer>
  );
}

export default asWidget(CartDrawer);

import { Drawer, Empty } from 'antd';
import { useTranslation } from '@mart/i18n';
import { FLAVOURS, type FlavourKey } from './flavour';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The Rental Trip Cart drawer, placed by the shell; one component for both flavours. */
export function tripCartDrawer(key: FlavourKey) {
  const flavour = FLAVOURS[key];
  return function TripCartDrawer({ open, onClose }: DrawerProps) {
    const { t } = useTranslation();
    return (
      <Drawer open={open} onClose={onClose} placement="right" title={t('nav.cart')} data-flavour={flavour.key}>
        <Empty />
      </Drawer>
    );
  };
}

import { registerTranslations, useTranslation } from '@mart/i18n';
import { asWidget } from '@mart/runtime';
import { TripCartContent } from '../lib/cart/TripCartContent';
import { FLAVOURS, type FlavourKey } from '../flavour';
import { FlavourContext } from '../FlavourContext';
import { vehicleTranslations } from '../locales';
import { Drawer } from '@mart/ui';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The Rental Trip Cart drawer, placed by the shell; one component for both flavours. */
export function tripCartDrawer(key: FlavourKey) {
  // the shell may show the drawer before the remote's app has mounted
  registerTranslations('vehicle', vehicleTranslations);
  const flavour = FLAVOURS[key];
  function TripCartDrawer({ open, onClose }: DrawerProps) {
    const { t } = useTranslation('vehicle');
    return (
      <FlavourContext.Provider value={flavour}>
        <Drawer
          open={open}
          onClose={onClose}
          placement="right"
          width={420}
          title={t(`${key}.cartTitle`)}
          data-flavour={flavour.key}
        >
          {open && <TripCartContent flavour={flavour} onContinue={onClose} />}
        </Drawer>
      </FlavourContext.Provider>
    );
  }
  return asWidget(TripCartDrawer);
}

import { Suspense } from 'react';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { lazyPart } from '@mart/runtime';
import { Button, ShoppingCartOutlined } from '@mart/ui';
import { useAddToCart } from './useAddToCart';
import { useFlavour } from '../../FlavourContext';
import { useVehicleCart } from './useCart';
import './add-to-cart-bar.css';

// the stepper (the kit's cart pieces and their styles) only for a vehicle already in the cart: a first visit's
// page draws the Rent button alone
const QuantityControl = lazyPart(() => import('./QuantityControl').then((m) => m.QuantityControl));

/** The add button, which becomes the stepper once the vehicle is in the cart (SPEC §4). */
export function AddToCartBar({ vehicle, short }: { vehicle: ApiVehicle; short?: boolean }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const { cart } = useVehicleCart(flavour);
  const { add, busy, dialogs } = useAddToCart(flavour);
  const line = cart.carts.find((l) => l.vehicle_id === vehicle.id);
  return (
    <div className="add-to-cart-bar" data-testid="add-to-cart-bar">
      {line ? (
        <Suspense fallback={null}>
          <QuantityControl flavour={flavour} line={line} lines={cart.carts.length} />
        </Suspense>
      ) : (
        <Button
          variant="primary"
          size="large"
          icon={<ShoppingCartOutlined />}
          loading={busy}
          onClick={() => add(vehicle)}
        >
          {short ? t('detail.rentShort') : t('detail.rent')}
        </Button>
      )}
      {line && (
        <Button onClick={() => add(vehicle)} loading={busy}>
          {t('detail.addAgain')}
        </Button>
      )}
      {dialogs}
    </div>
  );
}

import type { VehicleCartLine } from '@mart/api-client';
import { stepVehicleQuantity } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { QuantityStepper, toast, domainT } from '@mart/ui';
import type { Flavour } from '../../flavour';
import { useSetCart } from './useCart';

/** SPEC §4 stepper: +1 up to total_vehicle_count (the options wording beyond), minus at 1 becomes remove. */
export function QuantityControl({
  flavour,
  line,
  lines,
  inCart = false,
}: {
  flavour: Flavour;
  line: VehicleCartLine;
  lines: number;
  /** the trip cart's list: the limit reads as the flavour's options there */
  inCart?: boolean;
}) {
  const { t } = useTranslation('vehicle');
  const setCart = useSetCart(flavour);
  async function step(direction: 'increment' | 'decrement') {
    const next = stepVehicleQuantity(line.quantity, direction, line.vehicle, flavour.rules, {
      cartLines: lines,
      t: domainT,
    });
    try {
      // SPEC §5 has two wordings of the limit: in the trip cart the flavour's options ("… rental options; no more
      // can be added"), on the vehicle's own add button "You can't add more than …"
      if (next.kind === 'blocked') toast.error(inCart ? next.alternative.message : next.message);
      else if (next.kind === 'remove') setCart(await flavour.api.removeVehicle(line.id));
      else setCart(await flavour.api.updateCart(line.id, next.quantity));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <QuantityStepper
      value={line.quantity}
      onMinus={() => void step('decrement')}
      onPlus={() => void step('increment')}
      labels={{
        decrease: t('cart.decrease', { name: line.vehicle.name }),
        increase: t('cart.increase', { name: line.vehicle.name }),
        remove: t('cart.remove', { name: line.vehicle.name }),
      }}
    />
  );
}

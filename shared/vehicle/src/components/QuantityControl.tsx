import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { VehicleCartLine } from '@mart/api-client';
import { stepVehicleQuantity } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import type { Flavour } from '../flavour';
import { domainT } from '../state/domain-t';
import { useSetCart } from '../state/useCart';

/** SPEC §4 stepper: +1 up to total_vehicle_count (SPEC message beyond), minus at 1 becomes remove. */
export function QuantityControl({ flavour, line, lines }: { flavour: Flavour; line: VehicleCartLine; lines: number }) {
  const { t } = useTranslation('vehicle');
  const setCart = useSetCart(flavour);
  async function step(direction: 'increment' | 'decrement') {
    const next = stepVehicleQuantity(line.quantity, direction, line.vehicle, flavour.rules, {
      cartLines: lines,
      t: domainT,
    });
    try {
      if (next.kind === 'blocked') toast.error(next.message);
      else if (next.kind === 'remove') setCart(await flavour.api.removeVehicle(line.id));
      else setCart(await flavour.api.updateCart(line.id, next.quantity));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <Space.Compact>
      <Button
        aria-label={
          line.quantity > 1
            ? t('cart.decrease', { name: line.vehicle.name })
            : t('cart.remove', { name: line.vehicle.name })
        }
        icon={line.quantity > 1 ? <MinusOutlined /> : <DeleteOutlined />}
        onClick={() => step('decrement')}
      />
      <Typography.Text
        aria-live="polite"
        data-testid="line-quantity"
        style={{ minWidth: 32, textAlign: 'center', alignSelf: 'center' }}
      >
        {line.quantity}
      </Typography.Text>
      <Button
        aria-label={t('cart.increase', { name: line.vehicle.name })}
        icon={<PlusOutlined />}
        onClick={() => step('increment')}
      />
    </Space.Compact>
  );
}

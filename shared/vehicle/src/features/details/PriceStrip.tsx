import type { ApiVehicle } from '@mart/api-client';
import { offeredPricingTypes, selectedPricingType, type VehicleCart } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { CheckCircleFilled, usePrice } from '@mart/ui';
import { useFlavour } from '../../FlavourContext';
import { domainSearch, useSearch } from '../../lib/search-state';
import { useVehicleCart } from '../../lib/cart/useCart';
import './price-strip.css';

/** SPEC §2/§4 price strip: per hr and per km where offered, the tick on the selected pricing type. */
export function PriceStrip({ vehicle }: { vehicle: ApiVehicle }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const search = useSearch(flavour.key);
  const { cart } = useVehicleCart(flavour);
  const { major: price } = usePrice();
  const selected = selectedPricingType(vehicle, cart as VehicleCart, domainSearch(flavour.key, search), flavour.rules);
  return (
    <div className="mart-row" role="list" aria-label={t('detail.prices')}>
      {offeredPricingTypes(vehicle, flavour.rules).map((type) => (
        <span
          key={type}
          role="listitem"
          data-testid={`price-${type}`}
          data-selected={selected === type}
          className={`mart-tag price-strip__tag${selected === type ? ' price-strip__tag--selected' : ''}`}
        >
          {selected === type && <CheckCircleFilled aria-label={t('detail.selected')} className="price-strip__check" />}
          <strong>{price(type === 'hourly' ? vehicle.hourly_price : vehicle.distance_price)}</strong> /{' '}
          {type === 'hourly' ? t('units.perHr') : t('units.perKm')}
        </span>
      ))}
    </div>
  );
}

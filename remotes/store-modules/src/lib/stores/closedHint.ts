import type { Store } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { clockOf } from '@mart/domain';

/**
 * "Closed now · opens at 08:00" (or "… tomorrow at 08:00") for a closed store, null while it is open. The server
 * decides both from the store's hours on its zone clock (`@mart/domain` openingHint), so card and page agree.
 */
export function useClosedHint(
  store: Pick<Store, 'open' | 'opens_tomorrow' | 'opening_time'> | undefined,
): string | null {
  const { t } = useTranslation('store');
  if (!store || store.open) return null;
  const time = clockOf(store.opening_time);
  return store.opens_tomorrow ? t('store.closedUntilTomorrow', { time }) : t('store.closedUntil', { time });
}

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import type { Flavour } from '../../flavour';
import { allCartsKey } from './useCart';

/** Clear-cart toast stays 5000 ms (SPEC §9). */
const CLEAR_TOAST_MS = 5000;

/**
 * Cart upkeep while the remote is mounted: a new location whose zones do not hold the cart's pickup provider clears
 * the cart with the SPEC toast. (The guest cart's merge at sign-in is the shell's, whatever app is on screen.)
 */
export function useCartSync(flavour: Flavour): void {
  const { t } = useTranslation('vehicle');
  const client = useQueryClient();
  const token = useBusValue('auth').token;
  const location = useBusValue('location');
  const lastZones = useRef(location?.zoneIds.join(','));

  useEffect(() => {
    const zones = location?.zoneIds.join(',');
    if (zones && zones !== lastZones.current && (token || bus.get('guestId'))) {
      flavour.api.clearOnZone(location!.zoneIds).then(
        (r) => {
          if (!r.cleared) return;
          bus.request({ type: 'toast', level: 'error', message: t('cart.zoneCleared'), duration: CLEAR_TOAST_MS });
          return client.invalidateQueries({ queryKey: allCartsKey(flavour) });
        },
        (e: unknown) => toast.error(String(e)),
      );
    }
    lastZones.current = zones;
  }, [location, token, flavour, client, t]);
}

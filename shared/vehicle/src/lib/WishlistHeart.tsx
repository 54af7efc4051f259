import { useQuery, useQueryClient } from '@tanstack/react-query';

import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { HeartFilled, HeartOutlined, showApiErrors, toast } from '@mart/ui';
import { useFlavour } from '../FlavourContext';

/** SPEC §4 wishlist toggle for a vehicle or provider; guests get the login-required message (SPEC §6). */
export function WishlistHeart({ kind, id, name }: { kind: 'vehicle_id' | 'provider_id'; id: number; name: string }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const token = useBusValue('auth').token;
  const client = useQueryClient();
  const key = ['vehicle-wishlist', flavour.key, token];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => flavour.api.wishlist(),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  const list = kind === 'vehicle_id' ? data?.vehicles : data?.providers;
  const on = Boolean(list?.some((x) => x.id === id));

  async function toggle() {
    if (!token) {
      toast.warning(t('wishlist.loginRequired'));
      return;
    }
    try {
      const r = on ? await flavour.api.wishRemove(kind, id) : await flavour.api.wishAdd(kind, id);
      toast.success(r.message);
      await client.invalidateQueries({ queryKey: key });
      bus.request({ type: 'refresh', what: 'wishlist' });
    } catch (e) {
      showApiErrors(e);
    }
  }

  // a plain round button (plain.css): one sits on every vehicle card
  return (
    <button
      type="button"
      className="mart-button mart-button--round"
      aria-pressed={on}
      aria-label={on ? t('wishlist.remove', { name }) : t('wishlist.add', { name })}
      onClick={() => void toggle()}
    >
      {on ? <HeartFilled className="mart-heart" aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}

import { wishlistApi, wishlistKey, errorMessage } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Button, HeartFilled, HeartOutlined, toast } from '@mart/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Store wishlist heart (SPEC §4/§6). */
export function StoreWishButton({ storeId, name }: { storeId: number; name: string }) {
  return <WishButton kind="store" id={storeId} name={name} />;
}

/** Wishlist heart for a store or an item: toggles it in the customer's wishlist; guests are asked to sign in. */
export function WishButton({ kind, id, name }: { kind: 'store' | 'item'; id: number; name: string }) {
  const { t } = useTranslation('store');
  const token = useBusValue('auth').token;
  const client = useQueryClient();
  const wishlist = useQuery({ queryKey: wishlistKey(token), queryFn: wishlistApi.get, enabled: Boolean(token) });
  const saved = Boolean(wishlist.data?.[kind].some((s) => s.id === id));
  const toggle = useMutation({
    mutationFn: () => (saved ? wishlistApi.remove(kind, id) : wishlistApi.add(kind, id)),
    onSuccess: (r) => {
      toast.success(r.message);
      void client.invalidateQueries({ queryKey: wishlistKey(token) });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Button
      shape="circle"
      size={kind === 'store' ? 'large' : 'middle'}
      aria-pressed={saved}
      aria-label={t(saved ? 'store.wishRemove' : 'store.wishAdd', { name })}
      data-testid={`${kind}-wish`}
      loading={toggle.isPending}
      icon={saved ? <HeartFilled className="mart-heart" /> : <HeartOutlined />}
      onClick={() => {
        if (!token) {
          toast.error(t('msg.loginRequired'));
          bus.request({ type: 'open-sign-in' });
          return;
        }
        toggle.mutate();
      }}
    />
  );
}

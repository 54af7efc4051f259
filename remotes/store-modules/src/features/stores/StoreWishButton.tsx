import { wishlistApi, wishlistKey } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { errorMessage } from '../../lib/cart';

/** Store wishlist heart (SPEC §4/§6): toggles the store in the customer's wishlist; guests are asked to sign in. */
export function StoreWishButton({ storeId, name }: { storeId: number; name: string }) {
  const { t } = useTranslation('store');
  const token = useBusValue('auth').token;
  const client = useQueryClient();
  const wishlist = useQuery({ queryKey: wishlistKey(token), queryFn: wishlistApi.get, enabled: Boolean(token) });
  const saved = Boolean(wishlist.data?.store.some((s) => s.id === storeId));
  const toggle = useMutation({
    mutationFn: () => (saved ? wishlistApi.remove('store', storeId) : wishlistApi.add('store', storeId)),
    onSuccess: (r) => {
      toast.success(r.message);
      void client.invalidateQueries({ queryKey: wishlistKey(token) });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Button
      shape="circle"
      size="large"
      aria-pressed={saved}
      aria-label={t(saved ? 'store.wishRemove' : 'store.wishAdd', { name })}
      data-testid="store-wish"
      loading={toggle.isPending}
      icon={saved ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
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

import { ordersApi, type StoreOrder, orderQueries, errorMessage } from '@mart/api-client';
import { checkOneStore } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button, navigate, Rate, Stack, Text, TextArea, toast } from '@mart/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCartMutations, useStoreCart } from '../../lib/cart';
import { confirmOtherStore } from '../../lib/items/ItemEditor';
import './order-actions.css';
import { storeContentQueries } from '../../lib/stores/content-queries';

/** Reorder: the order's lines back into the cart (the other-store question first), then checkout. */
export function ReorderButton({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('store');
  const { lines } = useStoreCart();
  const { add, clear } = useCartMutations();
  const [busy, setBusy] = useState(false);
  async function reorder() {
    if (checkOneStore(lines, order.store_id)) {
      if (!(await confirmOtherStore(t))) return;
      await clear.mutateAsync();
    }
    setBusy(true);
    try {
      for (const l of order.details) {
        await add.mutateAsync({
          model: 'Item',
          item_id: l.item_id,
          quantity: l.quantity,
          variation: l.variation,
          variation_type: l.variation_type,
          add_on_ids: l.add_ons.map((a) => a.id),
          add_on_qtys: l.add_ons.map((a) => a.quantity),
        });
      }
      toast.success(t('orders.reordered'));
      navigate('/checkout?page=cart');
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button loading={busy} onClick={() => void reorder()}>
      {t('orders.reorder')}
    </Button>
  );
}

/** Review a delivered order once: one rating (1–5) and a comment for the store and its items. */
export function ReviewForm({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('store');
  const client = useQueryClient();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const review = useMutation({
    mutationFn: () => ordersApi.review(order.id, rating, comment.trim()),
    onSuccess: (r) => {
      toast.success(r.message);
      void client.invalidateQueries({ queryKey: orderQueries.all });
      // the store's Reviews tab asks again: the review is there, once
      void client.invalidateQueries({ queryKey: storeContentQueries(order.store_id ?? undefined).reviews.queryKey });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Stack direction="vertical" gap={8} data-testid="review-form" className="order-review">
      <Text strong>{t('orders.review')}</Text>
      <Stack align="center">
        <Rate value={rating} onChange={setRating} aria-label={t('orders.rating')} />
      </Stack>
      <TextArea
        aria-label={t('orders.comment')}
        placeholder={t('orders.comment')}
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button variant="primary" disabled={rating < 1} loading={review.isPending} onClick={() => review.mutate()}>
        {t('orders.submitReview')}
      </Button>
    </Stack>
  );
}

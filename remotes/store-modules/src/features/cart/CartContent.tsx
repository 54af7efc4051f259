import { catalogQueries, type StoreCartLine, errorMessage } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import {
  amountLeftForFreeDelivery,
  choiceOptionLabels,
  clockOf,
  freeDeliveryProgress,
  fromMinor,
  toMinor,
} from '@mart/domain';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from '@mart/i18n';
import {
  Alert,
  Button,
  CartEmpty,
  CartLine,
  CartLines,
  CartTotals,
  navigate,
  Progress,
  QuantityStepper,
  Skeleton,
  Text,
  usePrice,
} from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCartMutations, useLineStepper, useStoreCart } from '../../lib/cart';
import { useStepperText } from '../../lib/items/useStepperText';
import './cart-content.css';
import { LazyItemModal } from '../../lib/items/LazyItemModal';
import { checkoutAction } from '../../lib/checkout-action';

function variationText(line: StoreCartLine): string {
  // names and labels come in the page's language; the ids are only keys
  const choices = choiceOptionLabels(line.item, line.variation_type).join(', ');
  const parts = [choices, ...line.variation.map((v) => `${v.name}: ${v.values.label.join(', ')}`)].filter(Boolean);
  const addOns = line.add_on_ids.map((id, i) => {
    const addOn = line.item.add_ons.find((a) => a.id === id);
    return addOn ? `${addOn.name} × ${line.add_on_qtys[i] ?? 1}` : null;
  });
  return [...parts, ...addOns.filter(Boolean)].join(' · ');
}

/** The shopping cart drawer's body: lines, free-delivery progress (SPEC §4), subtotal and the checkout button. */
export function CartContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('store');
  const price = usePrice();
  const stepperText = useStepperText();
  const config = useBusValue('config');
  const signedIn = Boolean(useBusValue('auth').token);
  const { lines, isPending, isError, error } = useStoreCart();
  const { remove, clear } = useCartMutations();
  const { step } = useLineStepper();
  // a line opened in the item editor: its variations, add-ons and quantity change there (SPEC §4 update path)
  const [editing, setEditing] = useState<StoreCartLine | null>(null);
  const subtotalMinor = lines.reduce((n, l) => n + toMinor(l.total_price), 0);
  const freeOver = Number(config?.free_delivery_over ?? 0);
  const freeOverMinor = toMinor(freeOver);
  const percent = freeDeliveryProgress(subtotalMinor, freeOverMinor);
  // a cart holds one store's items: say before checkout when that store is closed (the server refuses then)
  const storeId = lines[0]?.store_id;
  const store = useQuery({ ...catalogQueries.store(String(storeId ?? '')), enabled: storeId !== undefined });

  if (isPending && (signedIn || bus.get('guestId'))) return <Skeleton rows={6} />;
  if (isError) return <Alert type="error" message={t('errors.loadFailed')} description={errorMessage(error)} />;

  const action = checkoutAction(lines.length > 0, signedIn, Number(config?.guest_checkout_status) === 1);
  function onCheckout() {
    onClose();
    if (action === 'guest-prompt') bus.request({ type: 'open-guest-prompt', then: '/checkout?page=cart' });
    else if (action === 'checkout') navigate('/checkout?page=cart');
    else if (action === 'continue-shopping') navigate('/home');
    else bus.request({ type: 'open-sign-in' });
  }

  if (lines.length === 0) {
    return (
      <CartEmpty
        testId="cart-drawer"
        text={t('cart.empty')}
        actionLabel={t('cart.continueShopping')}
        onAction={onCheckout}
      />
    );
  }
  return (
    <div className="cart-content" data-testid="cart-drawer">
      {store.data && !store.data.open && (
        <Alert
          type="warning"
          role="status"
          data-testid="cart-store-closed"
          message={t('store.cartClosed', { store: store.data.name, time: clockOf(store.data.opening_time) })}
        />
      )}
      {freeOverMinor > 0 && (
        <div data-testid="free-delivery">
          <Text>
            {percent >= 100
              ? t('cart.freeDeliveryReached')
              : t('cart.freeDeliveryLeft', {
                  amount: price.minor(amountLeftForFreeDelivery(subtotalMinor, freeOverMinor)),
                })}
          </Text>
          <Progress
            percent={Math.round(percent)}
            showInfo={false}
            status="success"
            aria-label={t('cart.freeDeliveryProgress')}
          />
        </div>
      )}
      <CartLines>
        {lines.map((line) => (
          <CartLine
            key={line.id}
            picture={line.item.image_full_url}
            title={line.item.name}
            details={
              <>
                {Number(line.item.is_prescription_required) === 1 && (
                  <Text type="warning">{t('cart.prescriptionWarning')}</Text>
                )}
                {variationText(line) && (
                  <Text type="secondary" className="mart-small">
                    {variationText(line)}
                  </Text>
                )}
              </>
            }
            price={line.total_price}
            stepper={
              <QuantityStepper
                value={line.quantity}
                labels={stepperText(line.item.name, line.quantity)}
                onMinus={() => void step(line, 'decrement')}
                onPlus={() => void step(line, 'increment')}
              />
            }
            actions={
              <Button
                variant="text"
                icon={<EditOutlined />}
                aria-label={t('journey.editLine', { name: line.item.name })}
                onClick={() => setEditing(line)}
              />
            }
            removeLabel={t('a11y.remove', { name: line.item.name })}
            onRemove={() => void (lines.length === 1 ? clear.mutateAsync() : remove.mutateAsync(line.id))}
          />
        ))}
      </CartLines>
      <CartTotals
        rows={[{ label: t('cart.subtotal'), amount: fromMinor(subtotalMinor), total: true, testId: 'cart-subtotal' }]}
      />
      <Button variant="primary" size="large" block onClick={onCheckout}>
        {t('cart.checkout')}
      </Button>
      <LazyItemModal
        itemId={editing ? editing.item.id : null}
        campaign={editing?.is_campaign}
        line={editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

import type { Item } from '@mart/api-types';
import type { StoreCartLine } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import {
  checkCartItemUpdate,
  checkOneStore,
  choiceOptionKeys,
  foodGroupKey,
  foodValueKey,
  ITEM_DESCRIPTION_LIMIT,
  itemAvailability,
  quantityLimits,
  stepItemQuantity,
  validateItemSelection,
} from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Alert, Button, Checkbox, QuantityStepper, RadioGroup, Tag, Text, navigate, toast, usePrice } from '@mart/ui';
import { errorMessage } from '@mart/api-client';
import { useEffect, useMemo, useState } from 'react';
import { useCartMutations, useStoreCart } from '../cart';
import { saveDirectOrder } from '../direct-order';
import { checkoutAction } from '../checkout-action';
import { WishButton } from '../stores/StoreWishButton';
import { ItemGallery } from './ItemGallery';
import { ReadMore } from './ReadMore';
import { useStepperText } from './useStepperText';
import './item-editor.css';
import { initialSelection, linePrice, toCartInput, toggleFood, toSelection, type SelectionState } from './selection';

/**
 * The item body shared by the item modal and the /product/{id} page (SPEC §2, §4, §5): gallery, badges,
 * description, variations, add-ons, quantity, live price, Add to cart / Buy Now / update / Order Now.
 */
export function ItemEditor({
  item,
  line,
  onDone,
  gallery = true,
}: {
  item: Item;
  line?: StoreCartLine | null;
  onDone: () => void;
  /** false where the page shows the gallery itself (the product page, whose picture paints before antd) */
  gallery?: boolean;
}) {
  const { t } = useTranslation('store');
  const price = usePrice();
  const stepperText = useStepperText();
  const token = useBusValue('auth').token;
  const location = useBusValue('location');
  const config = useBusValue('config');
  const { lines } = useStoreCart();
  const { add, update, clear } = useCartMutations();
  const [state, setState] = useState<SelectionState>(() => initialSelection(item, line));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [state]);

  const selection = useMemo(() => toSelection(item, state), [item, state]);
  const priced = useMemo(() => linePrice(item, selection), [item, selection]);
  const availability = itemAvailability(item, new Date());
  const limits = quantityLimits(item, selection.variationType);
  const busy = add.isPending || update.isPending || clear.isPending;

  function step(direction: 'increment' | 'decrement') {
    const next = stepItemQuantity(state.quantity, direction, limits);
    if (next.kind === 'blocked') toast.error(t(`msg.${next.code}`, { defaultValue: next.message }));
    else if (next.kind === 'set') setState({ ...state, quantity: next.quantity });
  }

  async function submit(buyNow: boolean) {
    if (item.is_campaign && !token) {
      toast.error(t('msg.notLoggedIn'));
      bus.request({ type: 'open-sign-in' });
      return;
    }
    // SPEC §6: campaigns need a chosen zone
    if (item.is_campaign && !location?.zoneIds?.length) {
      toast.error(t('journey.zoneRequired'));
      bus.request({ type: 'open-location-picker' });
      return;
    }
    const invalid = validateItemSelection(item, selection);
    if (invalid) {
      setError(t(`msg.${invalid.code}`, { ...invalid.params, defaultValue: invalid.message }));
      return;
    }
    const body = toCartInput(item, selection, priced.itemBasePrice);
    if (buyNow) {
      // Buy Now / Order Now check out this one line; the cart keeps what it holds
      // Buy Now / Order Now check out this one line; the cart keeps what it holds. Who may check out is decided
      // as for the cart (SPEC §4): a guest is offered guest checkout or sign-in first.
      const kind = item.is_campaign ? 'campaign' : 'buy_now';
      saveDirectOrder({ kind, line: body, item });
      onDone();
      const action = checkoutAction(true, Boolean(token), Number(config?.guest_checkout_status) === 1);
      if (action === 'guest-prompt') bus.request({ type: 'open-guest-prompt', then: `/checkout?page=${kind}` });
      else if (action === 'checkout') navigate(`/checkout?page=${kind}`);
      else bus.request({ type: 'open-sign-in' });
      return;
    }
    try {
      if (line) {
        const same = checkCartItemUpdate(item.id, toSelection(item, initialSelection(item, line)), selection);
        if (same) {
          toast.info(t('msg.noChangesToUpdate'));
          return;
        }
        await update.mutateAsync({ id: line.id, line: body });
        toast.success(t('msg.itemUpdated'));
      } else {
        if (checkOneStore(lines, item.store_id)) {
          const yes = await confirmOtherStore(t);
          if (!yes) return;
          await clear.mutateAsync();
        }
        await add.mutateAsync(body);
        toast.success(t('msg.itemAdded'));
      }
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const outside = !availability.available;
  return (
    <div className="item-editor" data-testid="item-editor">
      <div className="item-editor__top">
        {gallery && <ItemGallery item={item} />}
        {/* SPEC §2: the detail area is 315 px wide beside the gallery (full width below it on a phone) */}
        <div className="item-editor__details" data-testid="item-details">
          <div className="mart-row mart-row--apart">
            <Text type="secondary">{item.store_name}</Text>
            {!item.is_campaign && <WishButton kind="item" id={item.id} name={item.name} />}
          </div>
          <div className="mart-tags">
            {item.veg === 1 && <Tag color="green">{t('badge.veg')}</Tag>}
            {item.module_type === 'food' && item.veg === 0 && <Tag color="red">{t('badge.nonVeg')}</Tag>}
            {/* the store shows the halal tag only where its halal_tag_status allows it */}
            {item.is_halal === 1 && item.halal_tag_status !== 0 && <Tag color="cyan">{t('badge.halal')}</Tag>}
            {item.organic === 1 && <Tag color="lime">{t('badge.organic')}</Tag>}
            {item.recommended === 1 && <Tag color="gold">{t('badge.recommended')}</Tag>}
          </div>
          <ReadMore text={item.description} limit={ITEM_DESCRIPTION_LIMIT} />
          <ItemFacts item={item} />
          {Number(item.is_prescription_required) === 1 && <Alert type="warning" message={t('item.prescriptionNote')} />}
          {outside && (
            <Alert
              type="warning"
              message={t('item.notAvailableNow')}
              description={availability.window ? t('item.availableWindow', { window: availability.window }) : undefined}
            />
          )}
        </div>
      </div>

      <div className="item-editor__options">
        {(item.choice_options ?? []).map((c, i) => (
          <fieldset key={i} className="item-editor__group">
            <legend className="mart-semibold">{c.title}</legend>
            <RadioGroup
              label={c.title}
              value={state.choices[String(i)]}
              onChange={(v) => setState({ ...state, choices: { ...state.choices, [i]: v } })}
              options={c.options.map((o, j) => ({ label: o, value: choiceOptionKeys(c)[j] ?? o }))}
            />
          </fieldset>
        ))}
        {(item.food_variations ?? []).map((g) => (
          <fieldset key={foodGroupKey(g)} className="item-editor__group">
            <legend className="mart-semibold">
              {g.name}{' '}
              <Text type="secondary">
                {g.required === 'on' ? t('item.required') : t('item.optional')}
                {g.type === 'multi' ? ` · ${t('item.chooseRange', { min: g.min, max: g.max })}` : ''}
              </Text>
            </legend>
            <div className="item-editor__values">
              {g.values.map((v) => {
                const key = foodValueKey(v);
                const checked = (state.food[foodGroupKey(g)] ?? []).includes(key);
                const label = `${v.label}${Number(v.optionPrice) > 0 ? ` (+${price.major(v.optionPrice)})` : ''}`;
                const toggle = () => setState(toggleFood(state, g, key));
                return g.type === 'multi' ? (
                  <Checkbox key={key} checked={checked} onChange={toggle}>
                    {label}
                  </Checkbox>
                ) : (
                  <Checkbox key={key} radio name={foodGroupKey(g)} checked={checked} onChange={toggle}>
                    {label}
                  </Checkbox>
                );
              })}
            </div>
          </fieldset>
        ))}
        {(item.add_ons ?? []).length > 0 && (
          <fieldset className="item-editor__group item-editor__group--last">
            <legend className="mart-semibold">{t('item.addOns')}</legend>
            {item.add_ons.map((a) => {
              const q = state.addOns[String(a.id)] ?? 0;
              const setQ = (n: number) =>
                setState({ ...state, addOns: { ...state.addOns, [String(a.id)]: Math.max(0, n) } });
              return (
                <div key={a.id} className="mart-row mart-row--apart item-editor__add-on">
                  <Checkbox checked={q > 0} onChange={(e) => setQ(e.target.checked ? 1 : 0)}>
                    {a.name} (+{price.major(a.price)})
                  </Checkbox>
                  {q > 0 && (
                    <QuantityStepper
                      value={q}
                      onMinus={() => setQ(q - 1)}
                      onPlus={() => setQ(q + 1)}
                      labels={stepperText(a.name, q)}
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
      </div>

      {error && <Alert type="error" message={error} data-testid="item-error" />}

      <div className="item-editor__foot">
        <div className="item-editor__price">
          <QuantityStepper
            value={state.quantity}
            onMinus={() => step('decrement')}
            onPlus={() => step('increment')}
            labels={stepperText(item.name, state.quantity)}
          />
          <Text strong className="item-editor__total" data-testid="item-total">
            {price.minor(priced.totalPrice)}
          </Text>
          {priced.discountTotal > 0 && (
            <Text del type="secondary">
              {price.minor(priced.grossPrice)}
            </Text>
          )}
        </div>
        <div className="item-editor__buttons">
          {line ? (
            <Button variant="primary" size="large" loading={busy} onClick={() => void submit(false)}>
              {t('item.updateCart')}
            </Button>
          ) : item.is_campaign ? (
            <Button variant="primary" size="large" loading={busy} onClick={() => void submit(true)}>
              {t('item.orderNow')}
            </Button>
          ) : (
            <>
              <Button size="large" disabled={!availability.canOrder} loading={busy} onClick={() => void submit(true)}>
                {t('item.buyNow')}
              </Button>
              <Button
                variant="primary"
                size="large"
                disabled={!availability.canOrder || (outside && !availability.canOrder)}
                loading={busy}
                onClick={() => void submit(false)}
              >
                {t('item.addToCart')}
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** antd's confirm dialog, loaded on this tap: the cart holds another store's items. */
export async function confirmOtherStore(t: (k: string) => string): Promise<boolean> {
  const { confirm } = await import('./confirm-modal');
  return new Promise((resolve) => {
    confirm({
      title: t('msg.otherStoreInCart'),
      content: t('cart.otherStoreHint'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** What the API sends about an item beyond its description: unit, generic name, nutrition, allergies and tags. */
function ItemFacts({ item }: { item: Item }) {
  const { t } = useTranslation('store');
  const facts: [string, string][] = [
    [t('journey.unit'), item.unit_type ?? ''],
    [t('journey.genericName'), (item.generic_name ?? []).join(', ')],
    [t('journey.nutrition'), (item.nutritions_name ?? []).join(', ')],
    [t('journey.allergies'), (item.allergies_name ?? []).join(', ')],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  const tags = (item.tags ?? []).map((tag) => tag.name).filter(Boolean);
  if (!facts.length && !tags.length) return null;
  return (
    <dl className="item-editor__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="mart-contents">
          <dt className="mart-muted">{label}</dt>
          <dd className="mart-m-0">{value}</dd>
        </div>
      ))}
      {tags.length > 0 && (
        <div className="mart-contents">
          <dt className="mart-muted">{t('journey.tags')}</dt>
          <dd className="mart-m-0">
            {tags.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

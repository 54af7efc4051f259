import type { StoreCartLine } from '@mart/api-client';
import { errorMessage } from '@mart/api-client';
import type { Item } from '@mart/api-types';
import { checkOneStore, itemAvailability } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast, usePrice } from '@mart/ui';
import { useMemo, useRef, useState } from 'react';
import { useCartMutations, useLineStepper, useStoreCart } from '../cart';

/** An item the card can put in the cart as it is: nothing to choose (otherwise the modal opens). */
const addsDirectly = (item: Item) =>
  !(item.choice_options ?? []).length && !(item.food_variations ?? []).length && !(item.add_ons ?? []).length;

/** A cart line a card's counter stands for: the item as it is, no variation, add-on or campaign. */
const isPlain = (l: StoreCartLine) =>
  !l.is_campaign && !l.variation_type && !l.variation.length && !l.add_on_ids.length;

/** What every card of a grid shares: its texts, prices and cart actions (stable while the language and currency are). */
export interface CardKit {
  t: ReturnType<typeof useTranslation<'store'>>['t'];
  price: ReturnType<typeof usePrice>;
  open: (item: Item) => void;
  quickAdd: (item: Item) => void;
  step: (item: Item, line: StoreCartLine, direction: 'increment' | 'decrement') => void;
}

/**
 * The product cards' cart, once per grid rather than once per card: a store page draws 48 cards, and each card's own
 * cart query, eight mutations and a dozen bus subscriptions made their first render most of the page's script time
 * (issue 26). Gives each item's plain line, which items wait for the cart, and the actions, which stay the same
 * objects across renders so the memoised cards redraw only when their own line changes.
 */
export function useCardCart(onOpen: (item: Item) => void) {
  const { t } = useTranslation('store');
  const { major, minor, format } = usePrice();
  const { lines } = useStoreCart();
  const { add } = useCartMutations();
  const { step } = useLineStepper();
  const [working, setWorking] = useState<ReadonlySet<number>>(() => new Set());
  // the actions read the latest cart and callbacks through this, so they need not change when those do
  const latest = useRef({ lines, add, step, onOpen, t });
  latest.current = { lines, add, step, onOpen, t };

  const linesByItem = useMemo(() => {
    const map = new Map<number, StoreCartLine>();
    for (const l of lines) if (isPlain(l) && !map.has(l.item_id)) map.set(l.item_id, l);
    return map;
  }, [lines]);

  const kit = useMemo<CardKit>(() => {
    const mark = (id: number, on: boolean) =>
      setWorking((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    const busy = async (id: number, run: () => Promise<void>) => {
      mark(id, true);
      try {
        await run();
      } finally {
        mark(id, false);
      }
    };
    return {
      t,
      price: { major, minor, format },
      open: (item) => latest.current.onOpen(item),
      quickAdd: (item) => {
        const now = latest.current;
        if (
          !addsDirectly(item) ||
          checkOneStore(now.lines, item.store_id) ||
          !itemAvailability(item, new Date()).canOrder
        )
          return now.onOpen(item);
        void busy(item.id, async () => {
          try {
            await now.add.mutateAsync({ model: 'Item', item_id: item.id, quantity: 1 });
            toast.success(now.t('msg.itemAdded'));
          } catch (e) {
            toast.error(errorMessage(e));
          }
        });
      },
      step: (item, line, direction) => void busy(item.id, () => latest.current.step(line, direction)),
    };
  }, [t, major, minor, format]);

  return { kit, lineOf: (id: number) => linesByItem.get(id), isBusy: (id: number) => working.has(id) };
}

import {
  queryClient,
  storeCartApi,
  storeCartQuery,
  STORE_CART_KEY,
  type StoreCartLine,
  type StoreCartLineInput,
  errorMessage,
} from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { toast } from '@mart/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

/** Cache key part for whose cart this is: a signed-in customer or the guest id. */
export function useCartOwner(): string {
  const auth = useBusValue('auth');
  const guestId = useBusValue('guestId');
  return auth.token ? 'user' : `guest:${guestId ?? ''}`;
}

/** The store cart of whoever is browsing; publishes the line count to the header (bus cartCounts.store). */
export function useStoreCart() {
  const owner = useCartOwner();
  const guestId = useBusValue('guestId');
  const token = useBusValue('auth').token;
  const query = useQuery({ ...storeCartQuery(owner), enabled: Boolean(token || guestId) });
  const lines = useMemo(() => query.data ?? [], [query.data]);
  useEffect(() => {
    const count = lines.reduce((n, l) => n + l.quantity, 0);
    const counts = bus.get('cartCounts');
    if (counts.store !== count) bus.set('cartCounts', { ...counts, store: count });
  }, [lines]);
  return { ...query, lines };
}

function setCart(owner: string, lines: StoreCartLine[]) {
  queryClient.setQueryData(storeCartQuery(owner).queryKey, lines);
}

/** Cart mutations; each answer is the whole priced cart, written straight into the cache. */
export function useCartMutations() {
  const owner = useCartOwner();
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const add = useMutation({
    mutationFn: (line: StoreCartLineInput) => storeCartApi.add(line),
    onSuccess: (l) => setCart(owner, l),
  });
  const update = useMutation({
    mutationFn: ({ id, line }: { id: number; line: StoreCartLineInput }) => storeCartApi.update(id, line),
    onSuccess: (l) => setCart(owner, l),
  });
  const remove = useMutation({
    mutationFn: (id: number) => storeCartApi.remove(id),
    onSuccess: (l) => setCart(owner, l),
    onError,
  });
  const clear = useMutation({
    mutationFn: () => storeCartApi.clear(),
    // SPEC §4: removing the last item clears the cached cart list
    onSuccess: () => queryClient.removeQueries({ queryKey: STORE_CART_KEY }),
    onError,
  });
  return { add, update, remove, clear };
}

/** The input the cart API takes for a cart line as it stands (quantity changes from the drawer's steppers). */
export function lineInput(line: StoreCartLine, quantity: number): StoreCartLineInput {
  return {
    model: line.is_campaign ? 'ItemCampaign' : 'Item',
    item_id: line.item_id,
    quantity,
    variation: line.variation,
    variation_type: line.variation_type,
    add_on_ids: line.add_on_ids,
    add_on_qtys: line.add_on_qtys,
  };
}

/**
 * SPEC §4 quantity steppers on a cart line (the drawer and the product cards): one more or one less; at 1 the
 * decrement removes the line, and removing the last line clears the cart. Failures are toasts.
 */
export function useLineStepper() {
  const { lines } = useStoreCart();
  const { update, remove, clear } = useCartMutations();
  const busy = update.isPending || remove.isPending || clear.isPending;
  async function step(line: StoreCartLine, direction: 'increment' | 'decrement') {
    try {
      if (direction === 'decrement' && line.quantity <= 1) {
        if (lines.length === 1) await clear.mutateAsync();
        else await remove.mutateAsync(line.id);
        return;
      }
      await update.mutateAsync({
        id: line.id,
        line: lineInput(line, line.quantity + (direction === 'increment' ? 1 : -1)),
      });
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }
  return { step, busy };
}

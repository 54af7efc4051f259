// Query options of the customer's orders and what their checkout reads.
import { queryOptions } from '@tanstack/react-query';
import { ordersApi, type OrderQuoteInput } from '../endpoints/orders';
import { parcelApi } from '../endpoints/parcel';

export const orderQueries = {
  all: ['my-orders'] as const,
  mine: (enabled: boolean) => queryOptions({ queryKey: ['my-orders'], queryFn: () => ordersApi.list(), enabled }),
  /** one order: the customer's own by id, a guest's by id and its contact phone (as tracking asks) */
  one: (id: number, guestPhone: string | null, enabled = true) =>
    queryOptions({
      queryKey: ['my-orders', 'one', id, guestPhone],
      queryFn: () => (guestPhone ? ordersApi.track(id, guestPhone) : ordersApi.details(id)),
      enabled,
    }),
  /** the coupons the cart can use; `cartKey` changes with the cart's stores and total */
  coupons: (cartKey: string) => queryOptions({ queryKey: ['my-coupons', cartKey], queryFn: ordersApi.coupons }),
  /** `priced` names what the price depends on (lines, order type, coupon, point), so typing a contact does not re-ask */
  quote: (priced: readonly unknown[], input: OrderQuoteInput, enabled: boolean) =>
    queryOptions({
      queryKey: ['order-quote', ...priced],
      queryFn: () => ordersApi.quote(input),
      enabled,
      retry: false,
    }),
};

export const parcelQueries = {
  categories: (moduleId: number | undefined) =>
    queryOptions({ queryKey: ['parcel-categories', moduleId], queryFn: parcelApi.categories, staleTime: 300_000 }),
};

// Query options of the customer's orders and what their checkout reads.
import { CATEGORIES_CACHE_TIME_MS } from '@mart/domain';
import { queryOptions } from '@tanstack/react-query';
import { ordersApi, type OrderQuoteInput } from '../endpoints/orders';
import { parcelApi } from '../endpoints/parcel';
import { configApi } from '../endpoints/config';
import { pricingApi, type SurgePrice } from '../endpoints/pricing';

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
  /**
   * One order as its receipt shows it (the success page): the signed-in owner's, or a guest's on the browser that
   * placed it (the API knows it by its guest id); anyone else gets nothing.
   */
  receipt: (orderId: number | null, owner: string | null) =>
    queryOptions({
      queryKey: ['order-receipt', orderId, owner],
      queryFn: () => ordersApi.track(orderId!),
      enabled: orderId !== null && owner !== null,
      retry: false,
    }),
};

export const parcelQueries = {
  categories: (moduleId: number | undefined) =>
    queryOptions({
      queryKey: ['parcel-categories', moduleId],
      queryFn: parcelApi.categories,
      staleTime: CATEGORIES_CACHE_TIME_MS,
    }),
};

export const pricingQueries = {
  /**
   * The surge running where a point is, for a module: the point's zone (the one the API prices a parcel's pickup
   * with, the lowest id), then its rule. Null where no zone or no rule is.
   */
  surgeAt: (moduleId: number | undefined, point: { lat: number; lng: number } | null) =>
    queryOptions({
      queryKey: ['surge-at', moduleId, point?.lat, point?.lng],
      queryFn: async (): Promise<SurgePrice | null> => {
        const zones = await configApi.zoneId(point!.lat, point!.lng);
        const ids = (Array.isArray(zones.zone_id) ? zones.zone_id : (JSON.parse(zones.zone_id) as number[])).sort(
          (a, b) => a - b,
        );
        if (!ids.length) return null;
        return (await pricingApi.surgePrice(ids[0]!, moduleId!)).surge_price;
      },
      enabled: moduleId !== undefined && point !== null,
      // a rule's window opens and closes by the clock: asked again after a minute
      staleTime: 60_000,
    }),
};

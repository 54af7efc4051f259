import type { CashbackAnswer, CashbackOffer, SurgePrice, SurgePriceAnswer, TaxAnswer } from '@mart/api-types';
import { api } from '@mart/api-runtime';

export type { CashbackAnswer, CashbackOffer, SurgePrice, SurgePriceAnswer, TaxAnswer };

/** SPEC §7 surge price, cashback and tax: what an order costs besides its items, asked on its own. */
export const pricingApi = {
  /** the surge rule running in a zone for a module now, or at `dateTime` (ISO) */
  surgePrice: (zoneId: number, moduleId: number, dateTime?: string) =>
    api.call('GET /api/v1/zone/surge-price', {
      query: { zone_id: zoneId, module_id: moduleId, date_time: dateTime },
    }),
  cashbackOffers: () => api.call('GET /api/v1/cashback/list'),
  cashback: (amount: number) => api.call('GET /api/v1/cashback/getCashback', { query: { amount } }),
  tax: (storeId: number, amount: number) => api.call('GET /api/v1/tax', { query: { store_id: storeId, amount } }),
};

import type { Item } from '@mart/api-types';
import type { StoreCartLineInput } from '@mart/api-client';

/**
 * Buy Now and a campaign's Order Now check out one line outside the cart (the cart stays as it is). The line
 * waits in sessionStorage between the item editor and /checkout?page=buy_now|campaign, so a reload of the checkout
 * keeps it while a new tab starts clean.
 */
export type DirectOrderKind = 'buy_now' | 'campaign';

export interface DirectOrder {
  kind: DirectOrderKind;
  line: StoreCartLineInput;
  /** the item as the editor showed it: name, picture and store for the checkout's line */
  item: Pick<
    Item,
    'id' | 'name' | 'image_full_url' | 'store_id' | 'store_name' | 'zone_id' | 'is_prescription_required'
  >;
}

const KEY = 'mart.direct-order';

export function saveDirectOrder(order: DirectOrder): void {
  sessionStorage.setItem(KEY, JSON.stringify(order));
}

/** The pending direct order for this checkout page, or null (nothing started, or started for the other page). */
export function readDirectOrder(kind: DirectOrderKind): DirectOrder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const order = raw ? (JSON.parse(raw) as DirectOrder) : null;
    return order && order.kind === kind && order.line?.item_id ? order : null;
  } catch {
    return null;
  }
}

export function endDirectOrder(): void {
  sessionStorage.removeItem(KEY);
}

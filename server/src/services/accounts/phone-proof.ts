/**
 * A guest's order or trip proven by the phone it was placed with (issue 37.5): the track pages and their live
 * streams share this one check and its one throttle (`order-track`), counted per order and client, per order for
 * unknown clients together, and per client across orders (services/throttle.ts). Only guest records open this way:
 * a signed-in customer's order opens with their session alone.
 */
import { isSamePhone } from '@mart/domain';
import type { AppContext } from '../../context';
import { clearThrottle, throttle } from '../throttle';
import type { RequestInfo } from '../../model/request-info';

export interface PhoneProven {
  user_id: number | null;
  /** the contact phone stored with it */
  phone: string | null | undefined;
}

/**
 * Whether `phone` proves `record` (undefined: no such id); every try counts, a right one gives its try back.
 * `subject` names the record across its kinds (`order:12`, `rental-trip:5`); `known` is the browser that placed
 * it (its guest id's digest): it still proves the phone, but on a count of its own, past any storm.
 */
export async function provenByPhone(
  ctx: AppContext,
  info: RequestInfo,
  subject: string,
  phone: string | undefined,
  record: PhoneProven | undefined,
  known: string | null = null,
): Promise<boolean> {
  await throttle(ctx, info, 'order-track', subject, known);
  const proven = record !== undefined && record.user_id === null && isSamePhone(phone, record.phone);
  // the guest who knows the phone may look again and again
  if (proven) await clearThrottle(ctx, info, 'order-track', subject, known);
  return proven;
}

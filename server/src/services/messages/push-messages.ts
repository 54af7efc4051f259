/**
 * What a push says (issue 45.2): the message the outbox row renders to (messages/templates.ts, in the row's
 * language), as the notification the service worker shows: the site's name, the message's short text, and the
 * storefront page it opens.
 */
import type { Rendered, Site } from '../../messages/templates';
import type { OutboxRow } from '../../repositories/outbox';

export interface PushNotification {
  title: string;
  body: string;
  /** a path on the storefront the notification opens */
  url: string;
  /** one notification per order or trip: a newer one replaces it on the device */
  tag: string;
  lang: string;
}

/** The storefront page a message's notification opens, and what it is about. */
function subjectOf(row: Pick<OutboxRow, 'kind' | 'payload'>): { url: string; tag: string } {
  const p = row.payload;
  if (p.order_id !== undefined)
    return { url: `/track-order?order_id=${Number(p.order_id)}`, tag: `order-${Number(p.order_id)}` };
  if (p.trip_id !== undefined) return { url: '/my-trips', tag: `trip-${Number(p.trip_id)}` };
  if (row.kind === 'wallet_top_up') return { url: '/wallet', tag: 'wallet' };
  return { url: '/', tag: row.kind };
}

export function pushNotificationOf(
  row: Pick<OutboxRow, 'kind' | 'payload' | 'lang'>,
  rendered: Rendered,
  site: Site,
): PushNotification {
  return { title: site.name, body: rendered.short, lang: row.lang, ...subjectOf(row) };
}

/** The push service's topic: a push still waiting there is replaced by a newer one about the same order or trip. */
export const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);

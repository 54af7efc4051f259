/**
 * News about an order, a trip or the wallet, queued in the outbox inside the transaction of the event it tells
 * about (issue 39): the row commits with the order placed, the status moved, the refund made, or not at all, so a
 * crash loses none and nothing is sent about what did not happen. `queueNews` is the one function every use case
 * calls; the delivery worker (outbox-worker.ts) sends what it wrote, rendered in `lang` when it goes out.
 *
 * Who gets what:
 * - a signed-in customer, at their e-mail: receipts (order placed, parcel placed, trip booked, canceled and
 *   refunded, wallet top-up) unless they turned receipts off (`users.notify_receipts`, on by default), status
 *   updates only when they turned them on (`users.notify_updates`, the Settings page's Notifications switch); a
 *   customer without an e-mail who turned updates on gets the status updates as texts; receipts never go by text;
 * - a guest, at the e-mail given at checkout (or with the booking): every receipt and status update of that order
 *   (giving the address was asking for them); a guest without one gets nothing;
 * - nothing at all when the business has mail (or texts) turned off (`is_mail_active`, `is_sms_active`);
 * - besides, a signed-in customer's browsers that subscribed to Web Push (the Settings switch; issue 45.2) each get
 *   the same news as a push, under the same settings, while the session that subscribed is signed in.
 * Codes are not news: they always go (services/accounts/otp.ts).
 */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, OrderAddress } from '../../db/schema';
import type { Lang } from '../../i18n';
import { businessSettingsIn } from '../catalog/settings';

export type News =
  | { kind: 'order_placed' | 'parcel_created'; orderId: number }
  | { kind: 'order_status'; orderId: number; status: string }
  | { kind: 'order_canceled'; orderId: number; refundMinor: number }
  | { kind: 'trip_booked'; tripId: number }
  | { kind: 'trip_status'; tripId: number; status: string }
  | { kind: 'trip_canceled'; tripId: number; refundMinor: number }
  | { kind: 'wallet_top_up'; userId: number; amountMinor: number; balanceMinor: number };

export type NewsKind = News['kind'];

/** Status updates are opted into; everything else is a receipt of what the customer did. */
const UPDATES: ReadonlySet<NewsKind> = new Set(['order_status', 'trip_status']);

interface Audience {
  userId: number | null;
  email: string | null;
  phone: string | null;
  receipts: boolean;
  updates: boolean;
  lang: string;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function customer(tx: Transaction<Database>, ctx: AppContext, userId: number, lang: string) {
  const user = await ctx.repos.users.byId(tx, userId);
  if (!user) return null;
  return {
    userId,
    email: clean(user.email),
    phone: clean(user.phone),
    receipts: user.notify_receipts,
    updates: user.notify_updates,
    lang,
  } satisfies Audience;
}

/** A guest asked for news of this order by giving an address; texts to guests are not sent (they cost money). */
const guest = (email: string | null | undefined, lang: string): Audience => ({
  userId: null,
  email: clean(email),
  phone: null,
  receipts: true,
  updates: true,
  lang,
});

async function audienceOf(tx: Transaction<Database>, ctx: AppContext, news: News): Promise<Audience | null> {
  if (news.kind === 'wallet_top_up') return customer(tx, ctx, news.userId, 'ru');
  if ('orderId' in news) {
    const order = await ctx.repos.orders.byId(tx, news.orderId);
    if (!order) return null;
    if (order.user_id !== null) return customer(tx, ctx, order.user_id, order.lang);
    const address = order.delivery_address as OrderAddress | null;
    return guest(address?.contact_person_email, order.lang);
  }
  const trip = await ctx.repos.trips.byId(tx, null, news.tripId);
  if (!trip) return null;
  if (trip.user_id !== null) return customer(tx, ctx, trip.user_id, trip.lang);
  return guest(trip.contact?.contact_person_email, trip.lang);
}

function payloadOf(news: News): Record<string, unknown> {
  switch (news.kind) {
    case 'order_placed':
    case 'parcel_created':
      return { order_id: news.orderId };
    case 'order_status':
      return { order_id: news.orderId, status: news.status };
    case 'order_canceled':
      return { order_id: news.orderId, refund_minor: news.refundMinor };
    case 'trip_booked':
      return { trip_id: news.tripId };
    case 'trip_status':
      return { trip_id: news.tripId, status: news.status };
    case 'trip_canceled':
      return { trip_id: news.tripId, refund_minor: news.refundMinor };
    case 'wallet_top_up':
      return { amount_minor: news.amountMinor, balance_minor: news.balanceMinor };
  }
}

/**
 * Queues `news` in the caller's transaction, to whoever should hear it and in the channel they get it by, or
 * nothing (settings, no address). `lang`: the language of the request that made the event; without one, the
 * language the order or trip was placed in.
 */
export async function queueNews(tx: Transaction<Database>, ctx: AppContext, news: News, lang?: Lang): Promise<void> {
  const audience = await audienceOf(tx, ctx, news);
  if (!audience) return;
  const update = UPDATES.has(news.kind);
  if (!(update ? audience.updates : audience.receipts)) return;
  const settings = await businessSettingsIn(ctx, tx);
  const channel: 'email' | 'phone' | null =
    audience.email && settings.is_mail_active
      ? 'email'
      : update && audience.phone && audience.userId !== null && settings.is_sms_active
        ? 'phone'
        : null;
  const pushes =
    audience.userId !== null && ctx.outbox.push
      ? await ctx.repos.pushSubscriptions.liveOf(tx, audience.userId, ctx.clock.now())
      : [];
  const recipients = [
    ...(channel
      ? [
          {
            channel: channel as 'email' | 'phone' | 'push',
            recipient: channel === 'email' ? audience.email! : audience.phone!,
          },
        ]
      : []),
    ...pushes.map((p) => ({ channel: 'push' as const, recipient: p.endpoint })),
  ];
  for (const { channel: via, recipient } of recipients) {
    await ctx.repos.outbox.insert(tx, {
      channel: via,
      recipient,
      subject: null,
      body: null,
      purpose: null,
      kind: news.kind,
      payload: payloadOf(news),
      lang: lang ?? audience.lang,
      user_id: audience.userId,
      next_attempt_at: ctx.clock.now(),
      lease_until: null,
      leased_by: null,
      last_error: null,
      sent_at: null,
      created_at: ctx.clock.now(),
    });
  }
}

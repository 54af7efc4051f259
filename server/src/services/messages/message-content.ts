/**
 * What an outbox row says, read when it is sent (issue 39): the facts its template needs (the order with its lines
 * in the row's language, the trip with its vehicles), who it greets, and the zone its dates are shown in (the
 * store's, or the provider's). Rendering itself is pure (messages/templates.ts).
 */
import type { AppContext } from '../../context';
import type { OrderAddress, TripRow } from '../../db/schema';
import type { Lang } from '../../i18n';
import type { CodePurpose, MessageContent, Recipient, Site, TripFacts } from '../../messages/templates';
import type { OutboxRow } from '../../repositories/outbox';
import { presentOrder } from '../orders/order-present';
import { businessSettings } from '../catalog/settings';
import { offsetTimeZone } from '../carts/store-cart';

const LANGS: readonly Lang[] = ['ru', 'kz', 'en'];
export const langOf = (value: string): Lang => (LANGS.includes(value as Lang) ? (value as Lang) : 'ru');

/** The site's name, logo, links and currency from the business settings. */
export async function siteOf(ctx: AppContext): Promise<Site> {
  const settings = await businessSettings(ctx);
  const base = ctx.outbox.assetsBase?.replace(/\/+$/, '');
  return {
    name: settings.business_name,
    logoUrl: base && settings.logo ? `${base}${settings.logo.startsWith('/') ? '' : '/'}${settings.logo}` : null,
    storefrontUrl: ctx.storefrontOrigins[0],
    currency: settings.currency_code || 'KZT',
    decimals: Number(settings.digit_after_decimal_point ?? 2),
  };
}

async function zoneOf(ctx: AppContext, zoneId: number | null | undefined): Promise<string | undefined> {
  if (!zoneId) return undefined;
  const [zone] = await ctx.repos.zones.byIds(ctx.db, [zoneId]);
  return zone ? offsetTimeZone(zone.utc_offset_minutes) : undefined;
}

async function tripFacts(ctx: AppContext, trip: TripRow): Promise<{ facts: TripFacts; zoneId: number | null }> {
  const [vehicles, provider] = await ctx.repos.trips.parts(ctx.db, trip);
  const store = await ctx.repos.catalog.storeById(ctx.db, trip.provider_id);
  return {
    zoneId: store?.zone_id ?? null,
    facts: {
      id: trip.id,
      flavour: trip.module_type,
      provider: provider?.name ?? '',
      trip_type: trip.trip_type,
      estimated_hours: trip.estimated_hours,
      distance_km: trip.distance_m / 1000,
      pickup: trip.pickup_location.location_name,
      destination: trip.destination_location.location_name,
      pickup_time: trip.pickup_time,
      payment_method: trip.payment_method,
      payment_status: trip.payment_status,
      total_minor: trip.total_minor,
      tax_minor: trip.tax_minor,
      tax_included: trip.tax_included,
      cancellation_reason: trip.cancellation_reason,
      vehicles: vehicles.map((v) => ({ name: v.name, quantity: v.quantity, total_minor: v.line_total_minor })),
    },
  };
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * The row's content and recipient, or null when what it is about no longer exists (the message then fails: there
 * is nothing true to say).
 */
export async function contentOf(
  ctx: AppContext,
  row: OutboxRow,
): Promise<{ content: MessageContent; to: Recipient } | null> {
  const lang = langOf(row.lang);
  const p = row.payload;
  const userName = async () => {
    if (row.user_id === null) return null;
    const user = await ctx.repos.users.byId(ctx.db, row.user_id);
    return user?.f_name?.trim() || null;
  };
  switch (row.kind) {
    case 'code':
      return {
        content: {
          kind: 'code',
          purpose: String(p.purpose) as CodePurpose,
          code: String(p.code),
          minutes: num(p.minutes),
        },
        to: { name: null, lang, timeZone: undefined },
      };
    case 'plain':
      return {
        content: { kind: 'plain', subject: row.subject ?? '', body: row.body ?? '' },
        to: { name: null, lang, timeZone: undefined },
      };
    case 'wallet_top_up':
      return {
        content: { kind: 'wallet_top_up', amount_minor: num(p.amount_minor), balance_minor: num(p.balance_minor) },
        to: { name: await userName(), lang, timeZone: undefined },
      };
    case 'order_placed':
    case 'parcel_created':
    case 'order_status':
    case 'order_canceled': {
      const row_ = await ctx.repos.orders.byId(ctx.db, num(p.order_id));
      if (!row_) return null;
      const order = await presentOrder(ctx, { lang, base: ctx.outbox.assetsBase ?? '', now: ctx.clock.now() }, row_);
      const address = row_.delivery_address as OrderAddress | null;
      const to: Recipient = {
        name: (await userName()) ?? (row_.user_id === null ? address?.contact_person_name?.trim() || null : null),
        lang,
        timeZone: await zoneOf(ctx, row_.zone_id),
      };
      if (row.kind === 'order_status') return { content: { kind: row.kind, order, status: String(p.status) }, to };
      if (row.kind === 'order_canceled')
        return { content: { kind: row.kind, order, refund_minor: num(p.refund_minor) }, to };
      return { content: { kind: row.kind, order }, to };
    }
    case 'trip_booked':
    case 'trip_status':
    case 'trip_canceled': {
      const trip = await ctx.repos.trips.byId(ctx.db, null, num(p.trip_id));
      if (!trip) return null;
      const { facts, zoneId } = await tripFacts(ctx, trip);
      const to: Recipient = {
        name: (await userName()) ?? (trip.contact?.contact_person_name?.trim() || null),
        lang,
        timeZone: await zoneOf(ctx, zoneId),
      };
      if (row.kind === 'trip_status') return { content: { kind: row.kind, trip: facts, status: String(p.status) }, to };
      if (row.kind === 'trip_canceled')
        return { content: { kind: row.kind, trip: facts, refund_minor: num(p.refund_minor) }, to };
      return { content: { kind: row.kind, trip: facts }, to };
    }
    default:
      return null;
  }
}

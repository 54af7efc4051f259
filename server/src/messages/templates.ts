/**
 * Every message the API sends, rendered from its facts in one language: a subject, a plain-text body and an HTML
 * body for a mail, and a short text for a phone (issue 39). Pure: what the message says is read from the database
 * before (services/messages/message-content.ts); money and dates are formatted with Intl in the customer's language, dates
 * in the store's zone.
 */
import type { Lang } from '../i18n';
import {
  button,
  codeBlock,
  facts,
  heading,
  layout,
  paragraph,
  receipt,
  type Html,
  type ReceiptLine,
} from './mail-html';
import { fill, intlLocale, MAIL_TEXTS, plural, type MailTexts } from './mail-texts';

/** The site as the business settings name it, for every message. */
export interface Site {
  name: string;
  /** absolute URL of the logo, or null when the API's public URL is not known */
  logoUrl: string | null;
  /** the storefront's primary origin, for links back to it */
  storefrontUrl: string | null;
  /** ISO 4217 code (config currency_code) and the digits after the point (config digit_after_decimal_point) */
  currency: string;
  decimals: number;
}

export type CodePurpose = 'login' | 'verify' | 'reset' | 'confirm' | 'change';
export type TripFlavour = 'rental' | 'carmarket';

export interface Address {
  address: string;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  house?: string | null;
  floor?: string | null;
  road?: string | null;
  additional_information?: string | null;
}

/** An order as the receipt shows it: the API's order in the customer's language (services/orders/order-present.ts). */
export interface ReceiptOrder {
  id: number;
  store_name: string | null;
  order_type: string;
  order_status: string;
  payment_method: string;
  payment_status: string;
  items_subtotal: number;
  item_discount: number;
  store_discount: number;
  coupon_code: string | null;
  coupon_discount: number;
  tax: number;
  tax_included: boolean;
  delivery_charge: number;
  order_amount: number;
  delivery_address: Address | null;
  schedule_at: string | null;
  order_note: string | null;
  cancellation_reason: string | null;
  created_at: string;
  details: {
    name: string;
    quantity: number;
    total_price: number;
    variation_options: string[];
    variation: { name: string; values: { label: string[] } }[];
    add_ons: { name: string; quantity: number; price: number }[];
  }[];
  parcel: { category_name: string; sender: Address; receiver: Address } | null;
}

export interface TripFacts {
  id: number;
  flavour: TripFlavour;
  provider: string;
  trip_type: string;
  estimated_hours: number;
  distance_km: number;
  pickup: string;
  destination: string;
  /** the pickup as the customer chose it: local wall time, 'YYYY-MM-DD HH:mm' */
  pickup_time: string;
  payment_method: string;
  payment_status: string;
  total_minor: number;
  tax_minor: number;
  tax_included: boolean;
  cancellation_reason: string | null;
  vehicles: { name: string; quantity: number; total_minor: number }[];
}

/** What a message says, by kind: the facts its template needs. */
export type MessageContent =
  | { kind: 'code'; purpose: CodePurpose; code: string; minutes: number }
  | { kind: 'order_placed'; order: ReceiptOrder }
  | { kind: 'order_status'; order: ReceiptOrder; status: string }
  | { kind: 'order_canceled'; order: ReceiptOrder; refund_minor: number }
  | { kind: 'parcel_created'; order: ReceiptOrder }
  | { kind: 'trip_booked'; trip: TripFacts }
  | { kind: 'trip_status'; trip: TripFacts; status: string }
  | { kind: 'trip_canceled'; trip: TripFacts; refund_minor: number }
  | { kind: 'wallet_top_up'; amount_minor: number; balance_minor: number }
  /** a message queued before migration 0750, as it was written */
  | { kind: 'plain'; subject: string; body: string };

export interface Recipient {
  name: string | null;
  lang: Lang;
  /** the store's (or the business's) zone, for dates: an IANA name */
  timeZone: string | undefined;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** the message as a phone text: short, no receipt */
  short: string;
}

class Writer {
  readonly t: MailTexts;
  private readonly locale: string;
  constructor(
    readonly site: Site,
    readonly to: Recipient,
  ) {
    this.t = MAIL_TEXTS[to.lang];
    this.locale = intlLocale(to.lang);
  }

  money(major: number): string {
    return new Intl.NumberFormat(this.locale, {
      style: 'currency',
      currency: this.site.currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: this.site.decimals,
      maximumFractionDigits: this.site.decimals,
    }).format(major);
  }

  minor(minor: number): string {
    return this.money(minor / 100);
  }

  number(n: number): string {
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: 1 }).format(n);
  }

  date(iso: string): string {
    return new Intl.DateTimeFormat(this.locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: this.to.timeZone,
    }).format(new Date(iso));
  }

  /** a local wall time ('YYYY-MM-DD HH:mm', no zone) in the language's words, as it was chosen */
  wallTime(text: string): string {
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text);
    if (!m) return text;
    const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
    return new Intl.DateTimeFormat(this.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, mo - 1, d, h, mi)),
    );
  }

  fill(text: string, params: Record<string, string | number> = {}): string {
    return fill(text, { site: this.site.name, ...params });
  }

  greeting(): string {
    return this.to.name ? fill(this.t.greetingNamed, { name: this.to.name }) : this.t.greeting;
  }

  footer(withSettings: boolean): string[] {
    return [this.fill(this.t.footer), this.fill(this.t.footerWhy), ...(withSettings ? [this.t.footerSettings] : [])];
  }

  address(a: Address): string {
    const parts = [a.address, a.road, a.house, a.floor].filter((p): p is string => Boolean(p?.trim()));
    const who = [a.contact_person_name, a.contact_person_number].filter((p): p is string => Boolean(p?.trim()));
    return [parts.join(', '), who.join(', ')].filter(Boolean).join(' — ');
  }

  /** A mail of `blocks` with its plain-text twin made of `lines`. */
  mail(subject: string, blocks: Html[], lines: string[], short: string, withSettings = true): Rendered {
    const footer = this.footer(withSettings);
    const html = layout(
      { lang: this.locale, title: subject, siteName: this.site.name, logoUrl: this.site.logoUrl, footer },
      [paragraph(this.greeting()), ...blocks],
    );
    const text = [this.greeting(), '', ...lines, '', '—', ...footer].join('\n');
    return { subject, text, html, short };
  }
}

/** Receipt lines and totals of a store order, as HTML blocks and text lines. */
function orderReceipt(w: Writer, order: ReceiptOrder): { blocks: Html[]; lines: string[] } {
  const { t } = w;
  const lines: ReceiptLine[] = order.details.map((d) => ({
    name: d.name,
    details: [
      ...(d.variation_options.length ? [`${t.variation}: ${d.variation_options.join(', ')}`] : []),
      ...d.variation.map((v) => `${v.name}: ${v.values.label.join(', ')}`),
      ...(d.add_ons.length
        ? [`${t.addOns}: ${d.add_ons.map((a) => `${a.name} × ${a.quantity} (${w.money(a.price)})`).join(', ')}`]
        : []),
    ],
    quantity: String(d.quantity),
    amount: w.money(d.total_price),
  }));
  const totals: [string, string][] = [[t.subtotal, w.money(order.items_subtotal)]];
  if (order.item_discount) totals.push([t.itemDiscount, `−${w.money(order.item_discount)}`]);
  if (order.store_discount) totals.push([t.storeDiscount, `−${w.money(order.store_discount)}`]);
  if (order.coupon_discount)
    totals.push([fill(t.couponDiscount, { code: order.coupon_code ?? '' }), `−${w.money(order.coupon_discount)}`]);
  if (order.tax) totals.push([order.tax_included ? t.taxIncluded : t.tax, w.money(order.tax)]);
  if (order.order_type !== 'take_away') totals.push([t.deliveryFee, w.money(order.delivery_charge)]);
  totals.push([t.total, w.money(order.order_amount)]);

  const about: [string, string][] = [];
  if (order.store_name) about.push([t.store, order.store_name]);
  about.push([t.placedAt, w.date(order.created_at)]);
  if (order.schedule_at) about.push([t.scheduledFor, w.date(order.schedule_at)]);
  about.push([t.paymentMethod, t.payment[order.payment_method] ?? order.payment_method]);
  about.push([t.paymentStatus, t.paymentStatuses[order.payment_status] ?? order.payment_status]);
  if (order.order_type === 'take_away') about.push([t.pickupAt, order.store_name ?? '']);
  else if (order.delivery_address) about.push([t.deliveryTo, w.address(order.delivery_address)]);
  if (order.order_note) about.push([t.note, order.order_note]);

  const text = [
    ...lines.flatMap((l) => [`${l.name} × ${l.quantity} — ${l.amount}`, ...l.details.map((d) => `  ${d}`)]),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    '',
    ...about.map(([label, value]) => `${label}: ${value}`),
  ];
  return {
    blocks: [receipt([t.item, t.quantity, t.price], lines, totals), facts(about)],
    lines: text,
  };
}

function trackLink(w: Writer, path: string): { blocks: Html[]; lines: string[] } {
  if (!w.site.storefrontUrl) return { blocks: [], lines: [] };
  const url = `${w.site.storefrontUrl}${path}`;
  return { blocks: [button(w.t.trackOrder, url)], lines: ['', `${w.t.trackOrder}: ${url}`] };
}

function tripDetails(w: Writer, trip: TripFacts): { blocks: Html[]; lines: string[] } {
  const { t } = w;
  const hourly = trip.trip_type === 'hourly';
  const about: [string, string][] = [
    [t.provider, trip.provider],
    [t.pickupTime, w.wallTime(trip.pickup_time)],
    [t.pickupFrom, trip.pickup],
    [t.destination, trip.destination],
    hourly
      ? [t.tripLength.hourly, plural(w.to.lang, trip.estimated_hours, t.duration)]
      : [t.tripLength.distance_wise, fill(t.distance, { km: w.number(trip.distance_km) })],
    [t.paymentMethod, t.payment[trip.payment_method] ?? trip.payment_method],
    [t.paymentStatus, t.paymentStatuses[trip.payment_status] ?? trip.payment_status],
  ];
  const vehicles: ReceiptLine[] = trip.vehicles.map((v) => ({
    name: v.name,
    details: [],
    quantity: String(v.quantity),
    amount: w.minor(v.total_minor),
  }));
  const totals: [string, string][] = [];
  if (trip.tax_minor) totals.push([trip.tax_included ? t.taxIncluded : t.tax, w.minor(trip.tax_minor)]);
  totals.push([t.total, w.minor(trip.total_minor)]);
  const rows = aboutRows(about);
  return {
    blocks: [receipt([t.vehicle, t.quantity, t.price], vehicles, totals), facts(rows)],
    lines: [
      ...vehicles.map((v) => `${v.name} × ${v.quantity} — ${v.amount}`),
      ...totals.map(([label, amount]) => `${label}: ${amount}`),
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
    ],
  };
}

/** Label/value rows without the empty ones. */
function aboutRows(rows: readonly (readonly [string, string])[]): [string, string][] {
  return rows.filter(([, value]) => value.trim() !== '').map(([label, value]) => [label, value]);
}

/** The message in the recipient's language. */
export function renderMessage(content: MessageContent, site: Site, to: Recipient): Rendered {
  const w = new Writer(site, to);
  const { t } = w;
  switch (content.kind) {
    case 'code': {
      const subject = w.fill(t.codeSubject[content.purpose]);
      const expires = plural(to.lang, content.minutes, t.codeExpires);
      const short = w.fill(t.codeText, { code: content.code, minutes: plural(to.lang, content.minutes, t.minutes) });
      return w.mail(
        subject,
        [paragraph(t.codeIntro[content.purpose]), codeBlock(content.code), paragraph(expires), paragraph(t.codeIgnore)],
        [t.codeIntro[content.purpose], '', content.code, '', expires, t.codeIgnore],
        short,
        false,
      );
    }
    case 'order_placed': {
      const { order } = content;
      const subject = w.fill(t.orderPlacedSubject, { id: order.id });
      const intro = w.fill(t.orderPlacedIntro, { id: order.id });
      const body = orderReceipt(w, order);
      const link = trackLink(w, `/track-order?order_id=${order.id}`);
      return w.mail(
        subject,
        [heading(intro), ...body.blocks, ...link.blocks],
        [intro, '', ...body.lines, ...link.lines],
        subject,
      );
    }
    case 'parcel_created': {
      const { order } = content;
      const subject = w.fill(t.parcelSubject, { id: order.id });
      const intro = w.fill(t.parcelIntro, { id: order.id });
      const about: [string, string][] = [
        [t.parcelCategory, order.parcel?.category_name ?? ''],
        [t.parcelFrom, order.parcel ? w.address(order.parcel.sender) : ''],
        [t.parcelTo, order.parcel ? w.address(order.parcel.receiver) : ''],
        [t.parcelCharge, w.money(order.order_amount)],
        [t.paymentMethod, t.payment[order.payment_method] ?? order.payment_method],
        [t.placedAt, w.date(order.created_at)],
        ...(order.order_note ? ([[t.note, order.order_note]] as [string, string][]) : []),
      ];
      const link = trackLink(w, `/track-order?order_id=${order.id}`);
      return w.mail(
        subject,
        [heading(intro), facts(aboutRows(about)), ...link.blocks],
        [intro, '', ...aboutRows(about).map(([l, v]) => `${l}: ${v}`), ...link.lines],
        subject,
      );
    }
    case 'order_status': {
      const { order } = content;
      const status = t.orderStatus[content.status] ?? content.status;
      const subject = w.fill(t.orderStatusSubject, { id: order.id, status });
      const intro = w.fill(t.orderStatusIntro, { id: order.id, status });
      const link = trackLink(w, `/track-order?order_id=${order.id}`);
      return w.mail(
        subject,
        [heading(intro), ...link.blocks],
        [intro, ...link.lines],
        w.fill(t.orderStatusText, { id: order.id, status }),
      );
    }
    case 'order_canceled': {
      const { order } = content;
      const subject = w.fill(t.orderCanceledSubject, { id: order.id });
      const intro = w.fill(t.orderCanceledIntro, { id: order.id });
      const refund =
        content.refund_minor > 0 ? [fill(t.refundedToWallet, { amount: w.minor(content.refund_minor) })] : [];
      const reason = order.cancellation_reason ? [`${t.reason}: ${order.cancellation_reason}`] : [];
      const body = orderReceipt(w, order);
      return w.mail(
        subject,
        [heading(intro), ...[...reason, ...refund].map((p) => paragraph(p)), ...body.blocks],
        [intro, ...reason, ...refund, '', ...body.lines],
        w.fill(t.orderStatusText, { id: order.id, status: t.orderStatus.canceled! }),
      );
    }
    case 'trip_booked': {
      const { trip } = content;
      const subject = w.fill(t.tripBookedSubject[trip.flavour], { id: trip.id });
      const intro = w.fill(t.tripBookedIntro[trip.flavour], { id: trip.id });
      const body = tripDetails(w, trip);
      return w.mail(subject, [heading(intro), ...body.blocks], [intro, '', ...body.lines], subject);
    }
    case 'trip_status': {
      const { trip } = content;
      const status = t.tripStatus[content.status] ?? content.status;
      const subject = w.fill(t.tripStatusSubject[trip.flavour], { id: trip.id, status });
      const intro = w.fill(t.tripStatusIntro[trip.flavour], { id: trip.id, status });
      return w.mail(
        subject,
        [heading(intro)],
        [intro],
        w.fill(t.tripStatusText[trip.flavour], { id: trip.id, status }),
      );
    }
    case 'trip_canceled': {
      const { trip } = content;
      const subject = w.fill(t.tripCanceledSubject[trip.flavour], { id: trip.id });
      const refund =
        content.refund_minor > 0 ? [fill(t.refundedToWallet, { amount: w.minor(content.refund_minor) })] : [];
      const reason = trip.cancellation_reason ? [`${t.reason}: ${trip.cancellation_reason}`] : [];
      const body = tripDetails(w, trip);
      return w.mail(
        subject,
        [heading(subject), ...[...reason, ...refund].map((p) => paragraph(p)), ...body.blocks],
        [subject, ...reason, ...refund, '', ...body.lines],
        w.fill(t.tripStatusText[trip.flavour], { id: trip.id, status: t.tripStatus.canceled! }),
      );
    }
    case 'wallet_top_up': {
      const subject = w.fill(t.topUpSubject);
      const intro = fill(t.topUpIntro, { amount: w.minor(content.amount_minor) });
      const balance = fill(t.topUpBalance, { amount: w.minor(content.balance_minor) });
      return w.mail(subject, [heading(intro), paragraph(balance)], [intro, balance], `${subject}. ${intro}`);
    }
    case 'plain':
      return {
        subject: content.subject,
        text: content.body,
        html: layout(
          { lang: intlLocale(to.lang), title: content.subject, siteName: site.name, logoUrl: site.logoUrl, footer: [] },
          [paragraph(content.body)],
        ),
        short: content.body,
      };
  }
}

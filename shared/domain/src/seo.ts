// What a page tells search engines and link previews (issue 41): its title, description, language addresses and
// schema.org structured data. Pure, so the API (which draws it for the page server) and its tests share one source.
import { applyDiscount } from './discount';
import { fromMinor } from './money';

export type SeoLanguage = 'ru' | 'kz' | 'en';
export const SEO_LANGUAGES: readonly SeoLanguage[] = ['ru', 'kz', 'en'];

/**
 * A page's address in a language: Russian, the default, is the plain path (every old link keeps working and stays
 * canonical); Kazakh and English add `?lang=`. A query parameter, not a path prefix, so no route of any remote
 * changes and a shared link still opens the page it named.
 */
export function languageAddress(path: string, language: SeoLanguage): string {
  if (language === 'ru') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** The language a page address asks for (`?lang=`), or null when it names none. */
export function addressLanguage(search: string): SeoLanguage | null {
  const v = new URLSearchParams(search).get('lang');
  return v === 'ru' || v === 'kz' || v === 'en' ? v : null;
}

/** BCP 47 for `hreflang` and `og:locale`: Kazakh is `kk` (the storefront's `kz` is its own code). */
export const languageTag = (language: SeoLanguage): string => (language === 'kz' ? 'kk' : language);
export const ogLocale = (language: SeoLanguage): string => ({ ru: 'ru_RU', kz: 'kk_KZ', en: 'en_US' })[language];

/** "Бургер «Классик» — Бургерная «Нур Бургер» — Mart": the page's own names, most specific first, then the site. */
export function pageTitle(parts: readonly (string | null | undefined)[], site: string): string {
  return [...parts.map((p) => p?.trim()).filter((p): p is string => !!p), site].join(' — ');
}

/** A description for a result snippet: plain text, one line, cut at a word near `max` characters. */
export function snippet(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** Texts of the pages that have no name of their own, in each language. */
export const PAGE_NAMES = {
  home: { ru: 'Главная', kz: 'Басты бет', en: 'Home' },
  modules: { ru: 'Все разделы', kz: 'Барлық бөлімдер', en: 'All sections' },
  search: { ru: 'Поиск', kz: 'Іздеу', en: 'Search' },
  categories: { ru: 'Категории', kz: 'Санаттар', en: 'Categories' },
  stores: { ru: 'Магазины', kz: 'Дүкендер', en: 'Stores' },
  checkout: { ru: 'Оформление заказа', kz: 'Тапсырысты рәсімдеу', en: 'Checkout' },
  cart: { ru: 'Корзина', kz: 'Себет', en: 'Cart' },
  orders: { ru: 'Мои заказы', kz: 'Менің тапсырыстарым', en: 'My orders' },
  trips: { ru: 'Мои поездки', kz: 'Менің сапарларым', en: 'My trips' },
  track: { ru: 'Отследить заказ', kz: 'Тапсырысты қадағалау', en: 'Track order' },
  profile: { ru: 'Профиль', kz: 'Профиль', en: 'Profile' },
  vehicleSearch: { ru: 'Поиск автомобилей', kz: 'Көлік іздеу', en: 'Vehicle search' },
  parcel: { ru: 'Доставка посылок', kz: 'Сәлемдеме жеткізу', en: 'Parcel delivery' },
  notFound: { ru: 'Страница не найдена', kz: 'Бет табылмады', en: 'Page not found' },
  gone: { ru: 'Больше не продаётся', kz: 'Енді сатылмайды', en: 'No longer available' },
} as const satisfies Record<string, Record<SeoLanguage, string>>;
export type PageName = keyof typeof PAGE_NAMES;

/** A JSON-LD node: a schema.org object. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

export interface Money {
  /** minor units */
  priceMinor: number;
  currency: string;
}

export interface ItemFacts extends Money {
  url: string;
  name: string;
  description: string;
  image: string | null;
  discount: number;
  discountType: string;
  inStock: boolean;
  ratingValue: number;
  ratingCount: number;
  storeName: string;
  storeUrl: string;
}

/** A dish or a product: `Product` with its `Offer` (price after its own discount) and, once rated, `AggregateRating`. */
export function productJsonLd(f: ItemFacts): JsonLd {
  const price = applyDiscount(f.priceMinor, { discount: f.discount, discount_type: f.discountType });
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: f.name,
    ...(f.description ? { description: f.description } : {}),
    ...(f.image ? { image: [f.image] } : {}),
    url: f.url,
    brand: { '@type': 'Brand', name: f.storeName },
    offers: {
      '@type': 'Offer',
      url: f.url,
      price: fromMinor(price).toFixed(2),
      priceCurrency: f.currency,
      availability: f.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: f.storeName, url: f.storeUrl },
    },
    ...rating(f.ratingValue, f.ratingCount),
  };
}

function rating(value: number, count: number) {
  return count > 0 && value > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Math.round(value * 10) / 10,
          ratingCount: count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
}

/** The schema.org type of a store of a module: a food place is a Restaurant, a pharmacy a Pharmacy. */
export function storeType(moduleType: string): 'Restaurant' | 'Pharmacy' | 'GroceryStore' | 'Store' | 'AutoRental' {
  switch (moduleType) {
    case 'food':
      return 'Restaurant';
    case 'pharmacy':
      return 'Pharmacy';
    case 'grocery':
      return 'GroceryStore';
    case 'rental':
    case 'carmarket':
      return 'AutoRental';
    default:
      return 'Store';
  }
}

export interface StoreFacts {
  url: string;
  name: string;
  moduleType: string;
  image: string | null;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** "HH:MM" or "HH:MM:SS", local time of the store's zone, every day */
  opens: string;
  closes: string;
  ratingValue: number;
  ratingCount: number;
}

const hhmm = (t: string) => t.slice(0, 5);

export function storeJsonLd(f: StoreFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': storeType(f.moduleType),
    name: f.name,
    url: f.url,
    ...(f.image ? { image: f.image } : {}),
    ...(f.phone ? { telephone: f.phone } : {}),
    address: { '@type': 'PostalAddress', streetAddress: f.address, addressCountry: 'KZ' },
    geo: { '@type': 'GeoCoordinates', latitude: f.latitude, longitude: f.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
        (d) => `https://schema.org/${d}`,
      ),
      opens: hhmm(f.opens),
      closes: hhmm(f.closes),
    },
    ...rating(f.ratingValue, f.ratingCount),
  };
}

export interface VehicleFacts {
  url: string;
  name: string;
  description: string;
  image: string | null;
  brand: string;
  /** per hour and per km, minor units; a disabled one is null */
  hourlyMinor: number | null;
  distanceMinor: number | null;
  currency: string;
  discount: number;
  discountType: string;
  ratingValue: number;
  ratingCount: number;
  providerName: string;
  providerUrl: string;
  seats: number;
  fuel: string;
  transmission: string;
}

/** A vehicle: `Product` and `Car`, an offer per way it is priced (by the hour, by the km). */
export function vehicleJsonLd(f: VehicleFacts): JsonLd {
  const offer = (minor: number, unit: 'HUR' | 'KMT') => ({
    '@type': 'Offer',
    url: f.url,
    price: fromMinor(applyDiscount(minor, { discount: f.discount, discount_type: f.discountType })).toFixed(2),
    priceCurrency: f.currency,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: fromMinor(applyDiscount(minor, { discount: f.discount, discount_type: f.discountType })).toFixed(2),
      priceCurrency: f.currency,
      unitCode: unit,
    },
    seller: { '@type': 'Organization', name: f.providerName, url: f.providerUrl },
  });
  const offers = [
    ...(f.hourlyMinor != null ? [offer(f.hourlyMinor, 'HUR')] : []),
    ...(f.distanceMinor != null ? [offer(f.distanceMinor, 'KMT')] : []),
  ];
  return {
    '@context': CONTEXT,
    '@type': ['Product', 'Car'],
    name: f.name,
    ...(f.description ? { description: f.description } : {}),
    ...(f.image ? { image: [f.image] } : {}),
    url: f.url,
    brand: { '@type': 'Brand', name: f.brand },
    ...(f.seats ? { seatingCapacity: f.seats } : {}),
    ...(f.fuel ? { fuelType: f.fuel } : {}),
    ...(f.transmission ? { vehicleTransmission: f.transmission } : {}),
    offers,
    ...rating(f.ratingValue, f.ratingCount),
  };
}

/** The trail from the site's home to the page, each step with its absolute URL. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((s, i) => ({ '@type': 'ListItem', position: i + 1, name: s.name, item: s.url })),
  };
}

/** The business and the site, with the site search a result page can offer a box for. */
export function siteJsonLd(site: { name: string; url: string; logo: string | null }): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      ...(site.logo ? { logo: site.logo } : {}),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.name,
      url: site.url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${site.url.replace(/\/$/, '')}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/**
 * The properties schema.org's consumers require of each type we publish (Google's structured data guidelines for
 * Product, LocalBusiness, BreadcrumbList, Organization, WebSite): what the JSON-LD test checks every page against.
 */
export const JSON_LD_REQUIRED: Record<string, readonly string[]> = {
  Product: ['name', 'offers'],
  Car: ['name', 'offers', 'brand'],
  Offer: ['price', 'priceCurrency', 'availability'],
  AggregateRating: ['ratingValue', 'ratingCount'],
  Restaurant: ['name', 'address', 'geo', 'openingHoursSpecification'],
  Pharmacy: ['name', 'address', 'geo', 'openingHoursSpecification'],
  GroceryStore: ['name', 'address', 'geo', 'openingHoursSpecification'],
  Store: ['name', 'address', 'geo', 'openingHoursSpecification'],
  AutoRental: ['name', 'address', 'geo', 'openingHoursSpecification'],
  PostalAddress: ['streetAddress'],
  GeoCoordinates: ['latitude', 'longitude'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
};

/** Every missing required property in a JSON-LD tree, as `Type.property` (empty when the tree is complete). */
export function missingJsonLdFields(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => missingJsonLdFields(n, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(obj['@type'] ?? []).map(String);
  const own = types.flatMap((t) =>
    (JSON_LD_REQUIRED[t] ?? [])
      .filter((k) => obj[k] == null || obj[k] === '' || (Array.isArray(obj[k]) && !(obj[k] as unknown[]).length))
      .map((k) => `${at || t}.${k}`),
  );
  return [
    ...own,
    ...Object.entries(obj).flatMap(([k, v]) => (k.startsWith('@') ? [] : missingJsonLdFields(v, `${at}.${k}`))),
  ];
}

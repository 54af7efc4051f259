/**
 * A page's place in search engines (issue 41): for a storefront path, the status the page server answers with
 * (404 unknown id, 410 removed, 301 moved), and its head — title in the page's language, description from the data,
 * canonical and language addresses, the picture for link previews and schema.org JSON-LD. One answer serves the
 * page server's first screen and the browser's route changes, so both draw the same head.
 */
import {
  PAGE_NAMES,
  SEO_LANGUAGES,
  VEHICLE_FLAVOURS,
  breadcrumbJsonLd,
  clockOf,
  languageAddress,
  pageTitle,
  productJsonLd,
  siteJsonLd,
  snippet,
  storeJsonLd,
  vehicleJsonLd,
  type JsonLd,
  type PageName,
  type SeoLanguage,
} from '@mart/domain';
import type { AppContext } from '../../context';
import { tr } from '../../i18n';
import type { View } from '../../present';
import { businessSettings, landingSettings, localized } from './settings';
import { fullUrl } from '../../model/media-urls';

export interface PageHead {
  title: string;
  description: string;
  /** absolute URL of the page's picture for link previews, or null */
  image: string | null;
  /** the page's own address in this language, on the primary storefront origin (CORS_ORIGINS' first) */
  canonical: string;
  /** the page in each language, absolute */
  alternates: Record<SeoLanguage, string>;
  /** 'website' or 'product': Open Graph's type */
  kind: 'website' | 'product';
  jsonLd: JsonLd[];
  /** asks search engines not to index the page (search results) */
  noindex?: boolean;
}

export type PageAnswer =
  { status: 200 | 404 | 410; head: PageHead } | { status: 301; location: string; head?: undefined };

const ID = '(\\d{1,9})';
const VEHICLE_BASES = Object.values(VEHICLE_FLAVOURS);

/** The page names of the paths that carry no entity of their own. */
const NAMED: readonly [RegExp, PageName][] = [
  [/^\/modules$/, 'modules'],
  [/^\/search$/, 'search'],
  [/^\/categories$/, 'categories'],
  [/^\/store\/(popular|latest)$/, 'stores'],
  [/^\/checkout$/, 'checkout'],
  [/^\/(rental|carmarket)\/checkout$/, 'checkout'],
  [/^\/(rental|carmarket)\/cart$/, 'cart'],
  [/^\/my-orders$/, 'orders'],
  [/^\/my-trips$/, 'trips'],
  [/^\/track-order$/, 'track'],
  [/^\/profile$/, 'profile'],
  [/^\/(rental|carmarket)\/vehicle-search$/, 'vehicleSearch'],
  [/^\/parcel$/, 'parcel'],
];

/** The page's own query that makes it another page: a module home's module. Everything else is left out. */
function ownQuery(path: string, query: URLSearchParams): string {
  const id = query.get('module_id');
  return /^\/(home)?$/.test(path) && id && /^[1-9]\d{0,8}$/.test(id) ? `?module_id=${id}` : '';
}

export async function pageAnswer(ctx: AppContext, view: View, address: string): Promise<PageAnswer> {
  const url = new URL(address, 'http://page');
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const lang = view.lang as SeoLanguage;
  if (path !== url.pathname) return { status: 301, location: `${path}${url.search}` };
  const site = ctx.storefrontOrigins[0];
  const abs = (p: string) => `${site}${p}`;
  const settings = localized(await businessSettings(ctx), view.lang);
  const landing = localized(await landingSettings(ctx), view.lang);
  const siteName = settings.business_name || 'Mart';
  const logo = fullUrl(view.base, settings.logo);
  const home = { name: PAGE_NAMES.home[lang], url: abs(languageAddress('/', lang)) };
  const currency = settings.currency_code || 'KZT';
  const own = `${path}${ownQuery(path, url.searchParams)}`;
  const head = (h: Partial<PageHead> & { title: string }, p = own): PageHead => {
    const alternates = Object.fromEntries(SEO_LANGUAGES.map((l) => [l, abs(languageAddress(p, l))])) as Record<
      SeoLanguage,
      string
    >;
    return {
      description: snippet(landing.fixed_footer_description || landing.header_title),
      image: logo,
      kind: 'website',
      jsonLd: [],
      ...h,
      canonical: alternates[lang],
      alternates,
    };
  };
  const gone = (name: PageName = 'gone') => ({
    status: 410 as const,
    head: head({ title: pageTitle([PAGE_NAMES[name][lang]], siteName) }),
  });
  const missing = () => ({
    status: 404 as const,
    head: head({ title: pageTitle([PAGE_NAMES.notFound[lang]], siteName) }),
  });
  const { catalog, seo } = ctx.repos;

  let m = new RegExp(`^/product/${ID}$`).exec(path);
  if (m) {
    const id = Number(m[1]);
    const item = await catalog.itemById(ctx.db, id);
    if (!item) return (await seo.itemListing(ctx.db, id)) ? gone() : missing();
    const name = tr(view.lang, item.name, item.i18n);
    const storeName = tr(view.lang, item.store_name, item.store_i18n);
    const pageUrl = abs(languageAddress(path, lang));
    const storeUrl = abs(languageAddress(`/store/${item.store_id}`, lang));
    const image = fullUrl(view.base, item.image);
    return {
      status: 200,
      head: head({
        title: pageTitle([name, storeName], siteName),
        description: snippet(tr(view.lang, item.description, item.i18n, 'description') || `${name} — ${storeName}`),
        image,
        kind: 'product',
        jsonLd: [
          productJsonLd({
            url: pageUrl,
            name,
            description: snippet(tr(view.lang, item.description, item.i18n, 'description'), 500),
            image,
            priceMinor: item.price_minor,
            currency,
            discount: item.discount_x100 / 100,
            discountType: item.discount_type,
            inStock: item.stock > 0 || item.module_type === 'food',
            ratingValue: item.avg_rating,
            ratingCount: item.rating_count,
            storeName,
            storeUrl,
          }),
          breadcrumbJsonLd([home, { name: storeName, url: storeUrl }, { name, url: pageUrl }]),
        ],
      }),
    };
  }

  m = /^\/store\/([a-z0-9-]{1,100})$/.exec(path);
  if (m && m[1] !== 'popular' && m[1] !== 'latest') {
    const found = await seo.storeListing(ctx.db, m[1]!);
    if (!found || found.vehicle) return missing();
    if (String(found.id) !== m[1]) return { status: 301, location: `/store/${found.id}${url.search}` };
    if (found.listing === 'removed') return gone();
    const store = await catalog.storeByKey(ctx.db, String(found.id));
    if (!store) return gone();
    const name = tr(view.lang, store.name, store.i18n);
    const pageUrl = abs(languageAddress(path, lang));
    const image = fullUrl(view.base, store.cover_photo) ?? fullUrl(view.base, store.logo);
    const address = tr(view.lang, store.address, store.i18n, 'address');
    return {
      status: 200,
      head: head({
        title: pageTitle([name], siteName),
        description: snippet(`${name}: ${address}. ${clockOf(store.opening_time)}–${clockOf(store.closing_time)}`),
        image,
        jsonLd: [
          storeJsonLd({
            url: pageUrl,
            name,
            moduleType: store.module_type,
            image,
            address,
            latitude: store.latitude,
            longitude: store.longitude,
            phone: store.phone,
            opens: store.opening_time,
            closes: store.closing_time,
            ratingValue: store.avg_rating,
            ratingCount: store.rating_count,
          }),
          breadcrumbJsonLd([home, { name, url: pageUrl }]),
        ],
      }),
    };
  }

  for (const flavour of VEHICLE_BASES) {
    m = new RegExp(`^${flavour.routeBase}/vehicle-details/${ID}$`).exec(path);
    if (m) {
      const id = Number(m[1]);
      const v = await catalog.vehicle(ctx.db, flavour.key, id);
      if (!v) return (await seo.vehicleListing(ctx.db, flavour.key, id)) ? gone() : missing();
      const name = tr(view.lang, v.name, v.i18n);
      const providerName = tr(view.lang, v.provider_name, v.provider_i18n);
      const pageUrl = abs(languageAddress(path, lang));
      const providerUrl = abs(languageAddress(`${flavour.routeBase}/provider-details/${v.provider_id}`, lang));
      const image = fullUrl(view.base, v.thumbnail);
      const description = tr(view.lang, v.description, v.i18n, 'description');
      return {
        status: 200,
        head: head({
          title: pageTitle([name, providerName], siteName),
          description: snippet(description || `${name} — ${providerName}`),
          image,
          kind: 'product',
          jsonLd: [
            vehicleJsonLd({
              url: pageUrl,
              name,
              description: snippet(description, 500),
              image,
              brand: v.brand_name,
              hourlyMinor: v.hourly_enabled ? v.hourly_price_minor : null,
              distanceMinor: v.distance_enabled ? v.distance_price_minor : null,
              currency,
              discount: v.discount_x100 / 100,
              discountType: v.discount_type,
              ratingValue: v.avg_rating,
              ratingCount: v.rating_count,
              providerName,
              providerUrl,
              seats: v.seating_capacity,
              fuel: v.fuel_type,
              transmission: v.transmission_type,
            }),
            breadcrumbJsonLd([home, { name: providerName, url: providerUrl }, { name, url: pageUrl }]),
          ],
        }),
      };
    }
    m = new RegExp(`^${flavour.routeBase}/provider-details/${ID}$`).exec(path);
    if (m) {
      const p = await catalog.provider(ctx.db, flavour.key, Number(m[1]));
      if (!p) {
        const found = await seo.storeListing(ctx.db, m[1]!);
        return found?.vehicle && found.listing === 'removed' ? gone() : missing();
      }
      const name = tr(view.lang, p.name, p.i18n);
      const pageUrl = abs(languageAddress(path, lang));
      const image = fullUrl(view.base, p.cover_photo) ?? fullUrl(view.base, p.logo);
      const address = tr(view.lang, p.address, p.i18n, 'address');
      return {
        status: 200,
        head: head({
          title: pageTitle([name], siteName),
          description: snippet(`${name}: ${address}`),
          image,
          jsonLd: [
            storeJsonLd({
              url: pageUrl,
              name,
              moduleType: p.module_type,
              image,
              address,
              latitude: p.latitude,
              longitude: p.longitude,
              phone: p.phone,
              opens: p.opening_time,
              closes: p.closing_time,
              ratingValue: p.avg_rating,
              ratingCount: p.rating_count,
            }),
            breadcrumbJsonLd([home, { name, url: pageUrl }]),
          ],
        }),
      };
    }
  }

  m = new RegExp(`^/category/${ID}$`).exec(path);
  if (m) {
    const c = await catalog.category(ctx.db, Number(m[1]));
    if (!c) return missing();
    const name = tr(view.lang, c.name, c.i18n);
    return {
      status: 200,
      head: head({
        title: pageTitle([name], siteName),
        jsonLd: [breadcrumbJsonLd([home, { name, url: abs(languageAddress(path, lang)) }])],
      }),
    };
  }

  if (path === '/' || path === '/home') {
    const moduleId = Number(url.searchParams.get('module_id'));
    const modules = moduleId ? await catalog.activeModules(ctx.db) : [];
    const module = modules.find((x) => x.id === moduleId);
    const moduleName = module ? tr(view.lang, module.module_name, module.i18n) : null;
    return {
      status: 200,
      head: head({
        title: moduleName ? pageTitle([moduleName], siteName) : `${siteName} — ${landing.header_title}`,
        description: snippet(
          module
            ? tr(view.lang, module.description, module.i18n, 'description') || landing.header_sub_title
            : landing.header_sub_title,
        ),
        jsonLd: [...siteJsonLd({ name: siteName, url: abs('/'), logo })],
      }),
    };
  }

  const named = NAMED.find(([re]) => re.test(path));
  return {
    status: 200,
    head: head({
      title: pageTitle([named ? PAGE_NAMES[named[1]][lang] : null], siteName),
      // a results page is a search engine's own job: followed, not indexed
      ...(named?.[1] === 'search' ? { noindex: true } : {}),
    }),
  };
}

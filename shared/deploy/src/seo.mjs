// @ts-check
// A page's place in search engines, as the page server answers it (issue 41): the status (404 for a path no app
// answers or an id the API does not know, 410 for a removed one, 301 where the address moved), the head the API
// drew for it (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD), robots.txt, the sitemap
// index per module and language, and the favicon from the site's settings. The API's answers are kept briefly;
// without them the page is served as before, 200 with the template's head.
import { pageExists } from './page-routes.mjs';
import { languageOf } from './messages.mjs';

/** @typedef {'ru' | 'kz' | 'en'} Language */
/**
 * @typedef {{ title: string, description: string, image: string | null, canonical: string,
 *   alternates: Record<Language, string>, kind: 'website' | 'product', jsonLd: Record<string, unknown>[],
 *   noindex?: boolean }} PageHead
 * @typedef {{ status: number, location?: string, head?: PageHead }} PageAnswer
 */

const LANGUAGES = /** @type {const} */ (['ru', 'kz', 'en']);
/** how long an answer of the API is reused: a changed price or a removed dish shows within this */
const TTL_MS = 60_000;
/** how long a page waits for the API before it is served with the template's head */
const ASK_MS = Number(process.env.MART_SEO_TIMEOUT_MS ?? 400);
const LANGUAGE_COOKIE = 'mart_lang';

/** @type {Map<string, { at: number, value: unknown }>} */
const answers = new Map();

/**
 * GET a JSON document of the API, kept for TTL_MS; null when the API does not answer in time or not with 200.
 * @param {string} api @param {string} path @param {Language} language
 */
async function askApi(api, path, language) {
  const key = `${language} ${api}${path}`;
  const hit = answers.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  try {
    const res = await fetch(new URL(path, api), {
      headers: { 'X-localization': language, Accept: 'application/json' },
      signal: AbortSignal.timeout(ASK_MS),
    });
    if (res.status !== 200) return null;
    const value = await res.json();
    // a long visit of many pages must not pile up answers
    if (answers.size >= 1000) answers.delete(answers.keys().next().value ?? '');
    answers.set(key, { at: Date.now(), value });
    return value;
  } catch {
    return null;
  }
}

/** Forget the API's answers (tests, and a deploy that changes what they say). */
export function forgetAnswers() {
  answers.clear();
}

/**
 * The page's language: `?lang=` names it (a shared or indexed address in Kazakh or English), otherwise the page
 * cookie, otherwise Russian. @param {URL} url @param {string | undefined} cookie @returns {Language}
 */
export function pageLanguage(url, cookie) {
  const asked = url.searchParams.get('lang');
  return asked === 'kz' || asked === 'en' || asked === 'ru' ? asked : languageOf(cookie);
}

/**
 * The cookies the page is drawn with: a `?lang=` address sets the language cookie, as the language switch does, so
 * the server's first screen and the browser's code draw that language. @param {URL} url @param {string | undefined} cookie
 */
export function withPageLanguage(url, cookie) {
  const asked = url.searchParams.get('lang');
  if (asked !== 'kz' && asked !== 'en' && asked !== 'ru') return cookie;
  const others = (cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c && !c.startsWith(`${LANGUAGE_COOKIE}=`));
  return [...others, `${LANGUAGE_COOKIE}=${asked}`].join('; ');
}

/** The Set-Cookie keeping a `?lang=` address's language for the next pages. @param {URL} url */
export function languageCookie(url) {
  const asked = url.searchParams.get('lang');
  if (asked !== 'kz' && asked !== 'en' && asked !== 'ru') return null;
  return `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * What the page server answers for a page: its status, where it moved, and its head (null head: the API did not
 * say; the page keeps the template's).
 * @param {{ registry: import('./registry.mjs').Registry, url: URL, cookie: string | undefined, api: string }} o
 * @returns {Promise<{ status: number, location?: string, head: PageHead | null, language: Language }>}
 */
export async function pageAnswer({ registry, url, cookie, api }) {
  const language = pageLanguage(url, cookie);
  const known = pageExists(registry, url.pathname);
  const own = new URLSearchParams(url.search);
  own.delete('lang');
  const query = own.toString();
  const answer = /** @type {PageAnswer | null} */ (
    await askApi(
      api,
      `/api/v1/seo/page?path=${encodeURIComponent(`${url.pathname}${query ? `?${query}` : ''}`)}`,
      language,
    )
  );
  if (answer?.status === 301 && answer.location?.startsWith('/') && !answer.location.startsWith('//')) {
    const target = new URL(answer.location, 'http://page');
    const lang = url.searchParams.get('lang');
    if (lang) target.searchParams.set('lang', lang);
    return { status: 301, location: `${target.pathname}${target.search}`, head: null, language };
  }
  if (!known) return { status: 404, head: answer?.head ?? null, language };
  const status = answer?.status === 404 || answer?.status === 410 ? answer.status : 200;
  return { status, head: answer?.head ?? null, language };
}

/** @param {string} s */
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** @param {string} s */
const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A JSON-LD block: `<` escaped, so no value can close the element. @param {unknown} v */
const ldJson = (v) => JSON.stringify(v).replace(/</g, '\\u003c');
/** BCP 47 of a storefront language: Kazakh is `kk`. @param {Language} l */
const tagOf = (l) => (l === 'kz' ? 'kk' : l);
const OG_LOCALE = { ru: 'ru_RU', kz: 'kk_KZ', en: 'en_US' };

/**
 * The head tags of a page: title, description, canonical, hreflang alternates (x-default is the Russian page),
 * Open Graph and Twitter cards with the page's picture, and its JSON-LD as data blocks (the CSP runs no inline
 * script; `application/ld+json` is not run). @param {PageHead} head @param {Language} language
 */
export function headTags(head, language) {
  const meta = (/** @type {string} */ k, /** @type {string} */ name, /** @type {string} */ v) =>
    `<meta ${k}="${name}" content="${attr(v)}">`;
  const tags = [
    `<title>${text(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${tagOf(l)}" href="${attr(head.alternates[l])}">`),
    `<link rel="alternate" hreflang="x-default" href="${attr(head.alternates.ru)}">`,
    meta('property', 'og:type', head.kind),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((n) => `<script type="application/ld+json">${ldJson(n)}</script>`),
  ];
  return tags.join('');
}

/**
 * The page's HTML with its own head: the template's title and description give way to the page's, and the icons
 * the site has are linked. @param {string} html @param {PageHead | null} head @param {Language} language
 * @param {{ manifest: boolean }} icons which of the shell build's icon files are there
 * @param {boolean} [drawn] whether a server render set the page's language already
 */
export function withPageHead(html, head, language, icons, drawn = false) {
  const links = [
    '<link rel="icon" href="/favicon.ico">',
    ...(icons.manifest ? ['<link rel="manifest" href="/manifest.webmanifest">'] : []),
  ].join('');
  let out = html.replace(/<link rel="icon" href="data:,"\s*\/?>/, () => links);
  // the browser draws the page: its language is the address's or the cookie's from the first byte
  if (!drawn) out = out.replace(/<html lang="[^"]*"/, () => `<html lang="${tagOf(language)}"`);
  if (!head) return out;
  out = out
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '')
    .replace('</head>', () => `${headTags(head, language)}</head>`);
  return out;
}

/** robots.txt: everything but the personal pages may be crawled; the sitemap index is named. @param {string} site */
export function robotsTxt(site) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /checkout',
    'Disallow: /*/checkout',
    'Disallow: /*/cart',
    'Disallow: /profile',
    'Disallow: /my-orders',
    'Disallow: /my-trips',
    'Disallow: /forgot-password',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * @typedef {{ site: string, modules: { id: number, module_type: string, lastmod: string,
 *   pages: { path: string, lastmod: string }[] }[] }} Catalog
 */

/** The listed catalog from the API (kept for TTL_MS), or null. @param {string} api @returns {Promise<Catalog | null>} */
export async function sitemapCatalog(api) {
  const doc = /** @type {Catalog | null} */ (await askApi(api, '/api/v1/seo/sitemap', 'ru'));
  return doc && Array.isArray(doc.modules) ? doc : null;
}

/** A page's address in a language (`languageAddress` of @mart/domain). @param {string} path @param {Language} l */
const inLanguage = (path, l) => (l === 'ru' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${l}`);

/** The sitemap index: one sitemap per module and language. @param {Catalog} catalog */
export function sitemapIndex(catalog) {
  const entries = catalog.modules.flatMap((m) =>
    LANGUAGES.map(
      (l) =>
        `<sitemap><loc>${text(`${catalog.site}/sitemaps/${m.id}-${l}.xml`)}</loc><lastmod>${text(m.lastmod)}</lastmod></sitemap>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/**
 * One module's sitemap in one language, each page with its other languages as alternates; null for a module or
 * language there is not. @param {Catalog} catalog @param {string} name `<module id>-<language>.xml`
 */
export function moduleSitemap(catalog, name) {
  const m = /^(\d{1,9})-(ru|kz|en)\.xml$/.exec(name);
  const module = m && catalog.modules.find((x) => x.id === Number(m[1]));
  if (!m || !module) return null;
  const language = /** @type {Language} */ (m[2]);
  const url = (/** @type {string} */ p, /** @type {Language} */ l) => text(`${catalog.site}${inLanguage(p, l)}`);
  const entries = module.pages.map(
    (p) =>
      `<url><loc>${url(p.path, language)}</loc><lastmod>${text(p.lastmod)}</lastmod>${LANGUAGES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${tagOf(l)}" href="${url(p.path, l)}"/>`,
      ).join('')}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

/** The site's icon as the API's settings name it (kept for TTL_MS), or null. @param {string} api */
export async function siteIcon(api) {
  const config = /** @type {{ fav_icon_full_url?: string } | null} */ (await askApi(api, '/api/v1/config', 'ru'));
  const icon = config?.fav_icon_full_url;
  return typeof icon === 'string' && /^https?:\/\//.test(icon) ? icon : null;
}

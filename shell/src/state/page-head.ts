// The page's head and focus across client-side navigation (issue 41). The page server draws the first page's head
// from the API's answer; after a route change (or a language switch) the browser asks the API the same question and
// puts the answer in the head, so a bookmark, a shared link and a screen reader see the page they are on. Focus
// moves to the new page's heading and its title is announced politely, as a page load would be.
import { bus } from '@mart/bus';
import { configApi, type SeoPage } from '@mart/api-client';

type Head = NonNullable<SeoPage['head']>;

const LANGUAGES = ['ru', 'kz', 'en'] as const;
const tagOf = (l: string) => (l === 'kz' ? 'kk' : l);
/** how long a new page may take to draw its heading before focus goes to the main region instead */
const HEADING_WAIT_MS = 8_000;

function setMeta(attr: 'name' | 'property', key: string, value: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value == null) return void el?.remove();
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

function setLink(selector: string, attrs: Record<string, string>): void {
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    document.head.appendChild(el);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

/** Puts a page's head in the document: the same tags the page server writes (shared/deploy/src/seo.mjs). */
export function applyHead(head: Head, language: string): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setLink('link[rel="canonical"]', { rel: 'canonical', href: head.canonical });
  for (const l of LANGUAGES)
    setLink(`link[rel="alternate"][hreflang="${tagOf(l)}"]`, {
      rel: 'alternate',
      hreflang: tagOf(l),
      href: head.alternates[l],
    });
  setLink('link[rel="alternate"][hreflang="x-default"]', {
    rel: 'alternate',
    hreflang: 'x-default',
    href: head.alternates.ru,
  });
  setMeta('property', 'og:type', head.kind);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('property', 'og:locale', { ru: 'ru_RU', kz: 'kk_KZ', en: 'en_US' }[language] ?? 'ru_RU');
  setMeta('property', 'og:image', head.image);
  setMeta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', head.title);
  setMeta('name', 'twitter:description', head.description);
  setMeta('name', 'twitter:image', head.image);
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const node of head.jsonLd) {
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = JSON.stringify(node);
    document.head.appendChild(el);
  }
}

/** The visually hidden region that reads a new page's title out, politely. */
function announcer(): HTMLElement {
  let el = document.getElementById('mart-route-announcer');
  if (!el) {
    el = document.createElement('div');
    el.id = 'mart-route-announcer';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('aria-atomic', 'true');
    // visually hidden, still read (plain.css's .mart-visually-hidden, which this page may not have loaded yet)
    Object.assign(el.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    });
    document.body.appendChild(el);
  }
  return el;
}

/**
 * Focus on the new page's heading once it is drawn (the main region when it has none in time); not while a dialog
 * holds the focus (a quick view opened over the page keeps it). Resolves with the element focused, or null.
 */
export function focusPageHeading(main: HTMLElement, waitMs = HEADING_WAIT_MS): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const settle = (el: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      if (el && !document.activeElement?.closest('[role="dialog"]')) {
        if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
        el.focus({ preventScroll: true });
        resolve(el);
      } else resolve(null);
    };
    // the last page's headings are still in the DOM when the address changes: only a new one (or one whose text
    // changed, React reusing the element) is the new page's
    const before = new Map([...main.querySelectorAll<HTMLElement>('h1, h2')].map((h) => [h, h.textContent]));
    const fresh = (h: HTMLElement) => !before.has(h) || before.get(h) !== h.textContent;
    // the page's own title: its h1, or (pages that title themselves under the header's) its first h2
    const heading = () =>
      [...main.querySelectorAll<HTMLElement>('h1')].find(fresh) ??
      [...main.querySelectorAll<HTMLElement>('h2')].find(fresh) ??
      null;
    const observer = new MutationObserver(() => {
      const h = heading();
      if (h && !main.querySelector('[aria-busy="true"]')) settle(h);
    });
    // no new heading in time: the page was not drawn anew (a quick view closed over it, issue 40.1); focus given
    // back to something on the page stays there, otherwise the main region takes it
    const keeps = () => {
      const active = document.activeElement;
      return active instanceof HTMLElement && active !== main && main.contains(active);
    };
    const timer = setTimeout(() => {
      const h = heading();
      if (h || !keeps()) settle(h ?? main);
      else settle(null);
    }, waitMs);
    const now = heading();
    if (now && !main.querySelector('[aria-busy="true"]')) settle(now);
    else observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/** The page's own address for the head question: its path, and the module a module home is of. */
function pageKey(): string {
  const module = new URLSearchParams(window.location.search).get('module_id');
  return `${window.location.pathname}${module && /^\/(home)?$/.test(window.location.pathname) ? `?module_id=${module}` : ''}`;
}

let asked = 0;

async function refreshHead(): Promise<void> {
  const mine = ++asked;
  try {
    const answer = await configApi.seoPage(pageKey());
    // a later navigation's answer wins
    if (mine === asked && answer.head) applyHead(answer.head, bus.get('language'));
  } catch {
    // the API did not answer: the head keeps the last page's until the next navigation
  }
}

/** Keeps the head and the focus with the page from the first route change on. */
export function followRouteChanges(): void {
  let last = pageKey();
  window.addEventListener('single-spa:routing-event', () => {
    const key = pageKey();
    if (key === last) return;
    const newPage = new URL(key, window.location.origin).pathname !== new URL(last, window.location.origin).pathname;
    last = key;
    void refreshHead().then(() => {
      if (newPage) announcer().textContent = document.title;
    });
    const main = document.getElementById('mart-main');
    if (newPage && main) void focusPageHeading(main);
  });
  let first = true;
  bus.select('language').subscribe(() => {
    if (first) return void (first = false);
    void refreshHead();
  });
}

/**
 * @jest-environment jsdom
 */
import { applyHead, focusPageHeading } from './page-head';

const head = {
  title: 'Бургер «Классик» — Бургерная «Нур Бургер» — Mart',
  description: 'Сочный бургер',
  image: 'https://api.example/burger.webp',
  canonical: 'https://shop.example/product/5?lang=kz',
  alternates: {
    ru: 'https://shop.example/product/5',
    kz: 'https://shop.example/product/5?lang=kz',
    en: 'https://shop.example/product/5?lang=en',
  },
  kind: 'product' as const,
  jsonLd: [{ '@type': 'Product', name: 'Бургер' }],
};

test('a route change puts the new page’s title, canonical, languages, cards and JSON-LD in the head', () => {
  document.head.innerHTML =
    '<title>Mart</title><meta name="description" content="old"><script type="application/ld+json">{"@type":"Store"}</script>';
  applyHead(head, 'kz');
  expect(document.title).toBe(head.title);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Сочный бургер');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(head.canonical);
  expect(document.head.querySelector('link[hreflang="kk"]')?.getAttribute('href')).toBe(head.alternates.kz);
  expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(head.alternates.ru);
  expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('kk_KZ');
  const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );
  expect(ld).toEqual(head.jsonLd);
  // a page without a picture drops the last one's
  applyHead({ ...head, image: null }, 'ru');
  expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
});

test('focus lands on the new page’s heading once it is drawn', async () => {
  document.body.innerHTML = '<main id="mart-main" tabindex="-1"><div aria-busy="true">…</div></main>';
  const main = document.getElementById('mart-main')!;
  const focused = focusPageHeading(main, 2_000);
  main.innerHTML = '<h1>Бургерная «Нур Бургер»</h1>';
  const el = await focused;
  expect(el?.tagName).toBe('H1');
  expect(document.activeElement).toBe(el);
  expect(el?.getAttribute('tabindex')).toBe('-1');
});

test('the last page’s heading, still drawn when the address changes, is not the new page’s', async () => {
  document.body.innerHTML = '<main id="mart-main" tabindex="-1"><h2>Home</h2></main>';
  const main = document.getElementById('mart-main')!;
  const focused = focusPageHeading(main, 2_000);
  main.innerHTML = '<section><h2>Бургерная «Гриль Хаус»</h2></section>';
  expect((await focused)?.textContent).toBe('Бургерная «Гриль Хаус»');
});

test('a page without a heading in time gives the focus to the main region; a dialog keeps its own', async () => {
  document.body.innerHTML = '<main id="mart-main" tabindex="-1"><p>…</p></main>';
  const main = document.getElementById('mart-main')!;
  expect(await focusPageHeading(main, 20)).toBe(main);
  expect(document.activeElement).toBe(main);
  document.body.innerHTML =
    '<main id="mart-main" tabindex="-1"></main><div role="dialog"><button id="close">x</button></div>';
  document.getElementById('close')!.focus();
  const again = focusPageHeading(document.getElementById('mart-main')!, 2_000);
  document.getElementById('mart-main')!.innerHTML = '<h1>Store</h1>';
  expect(await again).toBeNull();
  expect(document.activeElement?.id).toBe('close');
});

test('a page not drawn anew (a quick view closed over it) keeps the focus given back to its link', async () => {
  document.body.innerHTML =
    '<main id="mart-main" tabindex="-1"><h2>Store</h2><a id="item" href="/product/5">Burger</a></main>';
  const main = document.getElementById('mart-main')!;
  const focused = focusPageHeading(main, 20);
  document.getElementById('item')!.focus();
  expect(await focused).toBeNull();
  expect(document.activeElement?.id).toBe('item');
  // focus left on <body> (the opener gone with the old page) still goes to the main region
  document.body.innerHTML = '<main id="mart-main" tabindex="-1"><h2>Store</h2></main>';
  const next = document.getElementById('mart-main')!;
  expect(await focusPageHeading(next, 20)).toBe(next);
});

import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { api, catalogQueries } from '@mart/api-client';
import { bus, type BusRequest } from '@mart/bus';
import type { Store } from '@mart/api-types';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { storeTranslations } from '../../locales';
import { renderRoute, testQueryClient } from '../../test/render-route';
import { storeContentQueries } from '../../lib/stores/content-queries';
import { StorePage } from './StorePage';
// after the libraries: they load as they would in a browser without these gaps
import '../../../../../jest.antd-dom';

// @ant-design/icons' CommonJS build needs an ES module jest does not compile; icons carry no behaviour here
jest.mock(
  '@ant-design/icons',
  () => new Proxy({ __esModule: true }, { get: (t, name) => (name in t ? t[name as '__esModule'] : () => null) }),
);

registerTranslations('store', storeTranslations);

const store = {
  id: 12,
  name: 'Кафе «Дастархан»',
  cover_photo_full_url: 'http://api.example/cover/12.webp',
  logo_full_url: 'http://api.example/logo/12.webp',
  avg_rating: 4.56,
  rating_count: 87,
  address: 'пр. Абая 50',
  delivery_time: '30-40 мин',
  free_delivery: false,
  minimum_shipping_charge: 500,
  discount: { discount: 15 },
  open: false,
  opening_time: '08:00',
  closing_time: '23:00',
} as unknown as Store;

/** /store/12 with its details (and, when given, its items and reviews) already in the cache */
function renderStorePage(details: Store | null, content = true) {
  const client = testQueryClient();
  if (details) client.setQueryData(catalogQueries.store('12').queryKey, details);
  if (content) {
    const q = storeContentQueries(12);
    client.setQueryData(q.items.queryKey, { total_size: 0, limit: 48, offset: 1, products: [] });
    client.setQueryData(q.reviews.queryKey, { total_size: 0, limit: 10, offset: 1, avg_rating: 0, reviews: [] });
  }
  return renderRoute('/store/12', '/store/:id', <StorePage />, client);
}

beforeAll(() => applyLanguage('ru'));

test("the header paints from the store's details alone: cover, logo, name, rating, address and the SPEC tags", () => {
  const { container } = renderStorePage(store, false);
  const page = screen.getByTestId('store-page');
  expect(screen.getByRole('heading', { level: 2, name: 'Кафе «Дастархан»' })).toBeInTheDocument();
  const [cover, logo] = Array.from(container.querySelectorAll('img'));
  expect(cover).toHaveAttribute('src', store.cover_photo_full_url);
  expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(logo).toHaveAttribute('src', store.logo_full_url);
  expect(page).toHaveTextContent('4.6 (87) · пр. Абая 50');
  expect(screen.getByText('Доставка 30-40 мин')).toHaveClass('mart-tag');
  expect(screen.getByText('Скидка 15%')).toHaveClass('mart-tag--volcano');
  expect(screen.getByText('Сейчас закрыто · откроется в 08:00')).toHaveClass('mart-tag--red');
  expect(screen.queryByText('Бесплатная доставка')).not.toBeInTheDocument();
});

test('a store that opens on its next day says "tomorrow"', () => {
  renderStorePage({ ...store, opens_tomorrow: 1 } as unknown as Store, false);
  expect(screen.getByText('Сейчас закрыто · откроется завтра в 08:00')).toHaveClass('mart-tag--red');
});

test('a free-delivery store says so instead of its minimum charge', () => {
  renderStorePage({ ...store, free_delivery: true, discount: null, open: true } as unknown as Store, false);
  expect(screen.getByText('Бесплатная доставка')).toHaveClass('mart-tag--green');
  expect(screen.queryByText(/Сейчас закрыто/)).not.toBeInTheDocument();
});

test('the items and reviews (antd) arrive below the header', async () => {
  renderStorePage(store);
  expect(await screen.findByRole('tab', { name: 'Товары' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Отзывы' })).toBeInTheDocument();
  expect(screen.getByTestId('store-page')).toBeInTheDocument();
});

test('while the details load, the page shows its loading skeleton and no header', () => {
  renderStorePage(null, false);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByTestId('store-page')).not.toBeInTheDocument();
});

test.each([
  ['ru', 'У этого магазина нет тарифа с отзывами.'],
  ['en', 'this store is not having any review plan.'],
])(
  'a store without a review plan (SPEC §8): its reviews say so as a toast and in their place (%s)',
  async (lang, text) => {
    await applyLanguage(lang);
    const requests: BusRequest[] = [];
    const sub = bus.requests$.subscribe((r) => requests.push(r));
    api.configure({ baseUrl: 'http://api.test' });
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 403,
      headers: new Headers(),
      text: async () => JSON.stringify({ errors: [{ code: 'review_plan', message: text }] }),
    })) as unknown as typeof fetch;
    const client = testQueryClient();
    client.setQueryData(catalogQueries.store('12').queryKey, store);
    client.setQueryData(storeContentQueries(12).items.queryKey, { total_size: 0, limit: 48, offset: 1, products: [] });
    renderRoute('/store/12?tab=reviews', '/store/:id', <StorePage />, client);
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests).toContainEqual({ type: 'toast', level: 'info', message: text });
    sub.unsubscribe();
    await applyLanguage('ru');
  },
);

import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { api } from '@mart/api-client';
import { bus, type BusRequest } from '@mart/bus';
import { applyLanguage } from '@mart/i18n';
import { BaseProviders } from '@mart/runtime';
import { DrawerBrowse } from './DrawerBrowse';
import { drawerLinks } from './drawer-links';

const asked: string[] = [];
const categories = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}` }));

beforeEach(() => {
  asked.length = 0;
  api.configure({ baseUrl: 'http://api.test' });
  global.fetch = jest.fn(async (url: string) => {
    asked.push(String(url));
    return { ok: true, status: 200, text: async () => JSON.stringify(categories) };
  }) as unknown as typeof fetch;
});

function renderDrawer() {
  const requests: BusRequest[] = [];
  const sub = bus.requests$.subscribe((r) => requests.push(r));
  const onNavigate = jest.fn();
  render(
    <BaseProviders>
      <DrawerBrowse onNavigate={onNavigate} />
    </BaseProviders>,
  );
  return { requests, onNavigate, done: () => sub.unsubscribe() };
}

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

test('a store module: at most 10 of its categories, each a link to its page, and the store lists', async () => {
  bus.set('module', { id: 1, module_type: 'food', module_name: 'Food' });
  const { done } = renderDrawer();
  const list = await screen.findByTestId('drawer-category-list');
  expect(hrefs(list)).toEqual(categories.slice(0, 10).map((c) => `/category/${c.id}`));
  expect(screen.getByTestId('drawer-categories')).toHaveAttribute('href', '/categories');
  expect(screen.getByTestId('drawer-latest')).toHaveAttribute('href', '/store/latest');
  expect(screen.getByTestId('drawer-popular')).toHaveAttribute('href', '/store/popular');
  expect(asked.some((u) => u.includes('/api/v1/categories'))).toBe(true);
  done();
});

test.each(['rental', 'carmarket'] as const)(
  'a %s module: its own vehicle search, never a store page asked with its id',
  async (type) => {
    bus.set('module', { id: 7, module_type: type, module_name: type });
    const { done } = renderDrawer();
    const list = await screen.findByTestId('drawer-category-list');
    expect(hrefs(list)).toEqual(categories.slice(0, 10).map((c) => `/${type}/vehicle-search?categoryId=${c.id}`));
    const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(links.filter((h) => h.startsWith('/store') || h.startsWith('/categor'))).toEqual([]);
    expect(screen.getByTestId('drawer-latest')).toHaveAttribute(
      'href',
      `/${type}/vehicle-search?all_category=1&sort=newest`,
    );
    expect(screen.getByTestId('drawer-popular')).toHaveAttribute(
      'href',
      `/${type}/vehicle-search?all_category=1&sort=popular`,
    );
    expect(asked.every((u) => u.includes(`/api/v1/${type}/vehicle/category-list`))).toBe(true);
    done();
  },
);

test.each([
  ['ru', 'Чтобы продолжить, нужно выбрать модуль.'],
  ['en', 'A module must be selected to continue.'],
])('no module picked (%s): the links lead to the picker with the module-required toast', async (lang, text) => {
  await act(() => applyLanguage(lang));
  bus.set('module', null);
  const { requests, onNavigate, done } = renderDrawer();
  expect(screen.queryByTestId('drawer-category-list')).toBeNull();
  const latest = screen.getByTestId('drawer-latest');
  expect(latest).toHaveAttribute('href', '/home');
  fireEvent.click(latest, { button: 0 });
  expect(onNavigate).toHaveBeenCalled();
  expect(requests).toContainEqual({ type: 'toast', level: 'warning', message: text });
  expect(asked).toEqual([]);
  done();
  await act(() => applyLanguage('ru'));
});

test('drawerLinks: nothing before a module is picked', () => {
  expect(drawerLinks(null)).toBeNull();
  expect(drawerLinks({ module_type: 'pharmacy' })?.category(3)).toBe('/category/3');
});

import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isQuickViewState, pageUnder, useOpenQuickView } from './page-address';

test('a quick view opens over the home, a category and a store, never over a store list', () => {
  expect(pageUnder('/')).toBe('/');
  expect(pageUnder('/home')).toBe('/home');
  expect(pageUnder('/category/12')).toBe('/category/:id');
  expect(pageUnder('/store/7')).toBe('/store/:id');
  expect(pageUnder('/store/latest')).toBeNull();
  expect(pageUnder('/store/popular')).toBeNull();
  expect(pageUnder('/checkout')).toBeNull();
});

let state: unknown = null;
function Opener() {
  const open = useOpenQuickView();
  state = useLocation().state;
  return (
    <button type="button" onClick={() => open(5)}>
      open
    </button>
  );
}

test('the entry a quick view makes names the page under it; a state from another page load does not count', () => {
  render(
    <MemoryRouter initialEntries={['/category/3?tab=stores']}>
      <Routes>
        <Route path="*" element={<Opener />} />
      </Routes>
    </MemoryRouter>,
  );
  act(() => screen.getByRole('button').click());
  expect(isQuickViewState(state)).toBe(true);
  expect((state as { over: unknown }).over).toEqual({ pathname: '/category/3', search: '?tab=stores' });
  // what the browser keeps across a reload: the same entry, made by the page load before this one
  expect(isQuickViewState({ ...(state as object), load: 'an-earlier-load' })).toBe(false);
  expect(
    isQuickViewState({ over: { pathname: '/checkout', search: '' }, load: (state as { load: string }).load }),
  ).toBe(false);
  expect(isQuickViewState(null)).toBe(false);
  expect(isQuickViewState('x')).toBe(false);
});

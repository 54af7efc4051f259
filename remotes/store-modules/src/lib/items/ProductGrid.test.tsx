import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, storeCartApi, storeCartQuery, type StoreCartLine } from '@mart/api-client';
import type { Item } from '@mart/api-types';
import { bus } from '@mart/bus';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { storeTranslations } from '../../locales';
import { ProductGrid } from './ProductGrid';

registerTranslations('store', storeTranslations);
beforeAll(() => applyLanguage('en'));

const item = (id: number, extra: Partial<Item> = {}) =>
  ({
    id,
    name: `Dish ${id}`,
    store_id: 2,
    store_name: 'Dastarkhan',
    image_full_url: `http://api.example/item/${id}.webp`,
    price: 1000,
    discount: 0,
    discount_type: 'percent',
    module_type: 'food',
    veg: 0,
    available_time_starts: '00:00:00',
    available_time_ends: '23:59:59',
    choice_options: [],
    food_variations: [],
    add_ons: [],
    stock: 10,
    ...extra,
  }) as unknown as Item;

const line = (itemId: number, quantity: number, extra: Partial<StoreCartLine> = {}) =>
  ({
    id: 100 + itemId,
    item_id: itemId,
    quantity,
    is_campaign: false,
    variation_type: null,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    ...extra,
  }) as unknown as StoreCartLine;

function renderGrid(products: Item[], lines: StoreCartLine[], onOpen = jest.fn()) {
  bus.set('guestId', 'g-1');
  // the app's own cache: the cart's mutations write their answers there
  queryClient.clear();
  queryClient.setQueryData(storeCartQuery('guest:g-1').queryKey, lines);
  render(
    <QueryClientProvider client={queryClient}>
      <ProductGrid products={products} onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return onOpen;
}

/** Every idle moment to come: each batch of cards drawn schedules the next. */
const drainIdle = () => {
  for (let i = 0; i < 10; i++) act(() => void jest.runOnlyPendingTimers());
};

test('a card shows the counter of its own plain cart line; a line with a variation is not the card’s', () => {
  renderGrid(
    [item(1), item(2), item(3)],
    [
      line(1, 3),
      line(2, 1, { variation_type: 'Large', variation: [{ name: 'Size', values: { label: ['Large'] } }] } as never),
    ],
  );
  const [one, two, three] = screen.getAllByTestId('product-card');
  expect(within(one!).getByTestId('card-counter')).toHaveTextContent('3');
  expect(within(two!).queryByTestId('card-counter')).toBeNull();
  expect(within(two!).getByRole('button', { name: 'Add Dish 2 to cart' })).toBeEnabled();
  expect(within(three!).queryByTestId('card-counter')).toBeNull();
});

test('an item with choices opens the item modal from Add, and a tap on the card opens it too', async () => {
  const withChoice = item(5, { add_ons: [{ id: 1, name: 'Sauce', price: 100 }] } as Partial<Item>);
  const onOpen = renderGrid([withChoice], []);
  await userEvent.click(screen.getByRole('button', { name: 'Add Dish 5 to cart' }));
  expect(onOpen).toHaveBeenLastCalledWith(withChoice);
  await userEvent.click(screen.getByRole('link', { name: 'Dish 5' }));
  expect(onOpen).toHaveBeenCalledTimes(2);
});

test("an item's name is a link to its page: a plain click opens the quick view, a new tab is the browser's", async () => {
  const onOpen = renderGrid([item(7)], []);
  const link = screen.getByRole('link', { name: 'Dish 7' });
  expect(link).toHaveAttribute('href', '/product/7');
  // a plain click: the page does not leave (default prevented), the card opens the item
  expect(fireEvent.click(link)).toBe(false);
  expect(onOpen).toHaveBeenCalledTimes(1);
  // Ctrl/⌘-click: left to the browser (a new tab), the quick view does not open here
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(link, { metaKey: true })).toBe(true);
  expect(onOpen).toHaveBeenCalledTimes(1);
});

test('four dozen cards are drawn six first, the rest in idle moments', () => {
  jest.useFakeTimers();
  try {
    renderGrid(
      Array.from({ length: 48 }, (_, i) => item(i + 1)),
      [],
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(6);
    drainIdle();
    expect(screen.getAllByTestId('product-card')).toHaveLength(48);
  } finally {
    jest.useRealTimers();
  }
});

test('Add puts a plain item in the cart: its button waits for the answer, then the card is a counter', async () => {
  let answer: (lines: StoreCartLine[]) => void = () => undefined;
  const add = jest
    .spyOn(storeCartApi, 'add')
    .mockImplementation(() => new Promise<StoreCartLine[]>((resolve) => (answer = resolve)));
  try {
    renderGrid([item(8), item(9)], []);
    const button = screen.getByRole('button', { name: 'Add Dish 8 to cart' });
    await userEvent.click(button);
    expect(add).toHaveBeenCalledWith({ model: 'Item', item_id: 8, quantity: 1 });
    expect(button).toBeDisabled();
    // only that card waits
    expect(screen.getByRole('button', { name: 'Add Dish 9 to cart' })).toBeEnabled();
    await act(async () => answer([line(8, 1)]));
    const [eight] = screen.getAllByTestId('product-card');
    expect(within(eight!).getByTestId('card-counter')).toHaveTextContent('1');
  } finally {
    add.mockRestore();
  }
});

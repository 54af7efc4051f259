import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogQueries } from '@mart/api-client';
import type { Item } from '@mart/api-types';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { storeTranslations } from '../../locales';
import { renderRoute, testQueryClient } from '../../test/render-route';
import { ItemGallery } from '../../lib/items/ItemGallery';
import { ProductPage } from './ProductPage';

// @ant-design/icons' CommonJS build needs an ES module jest does not compile; icons carry no behaviour here
jest.mock(
  '@ant-design/icons',
  () => new Proxy({ __esModule: true }, { get: (t, name) => (name in t ? t[name as '__esModule'] : () => null) }),
);

registerTranslations('store', storeTranslations);
beforeAll(() => applyLanguage('ru'));

const pictures = Array.from({ length: 6 }, (_, i) => `http://api.example/item/7-${i + 1}.webp`);
const item = {
  id: 7,
  name: 'Плов по-ташкентски',
  store_id: 2,
  store_name: 'Кафе «Дастархан»',
  image_full_url: 'http://api.example/item/7.webp',
  images_full_url: pictures,
  description: 'Рис и баранина',
  price: 2800,
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
  maximum_cart_quantity: 5,
} as unknown as Item;

test('the product page paints its breadcrumb, name and picture from the item alone; the editor arrives beside', async () => {
  const client = testQueryClient();
  client.setQueryData(catalogQueries.item(7).queryKey, item);
  renderRoute('/product/7', '/product/:id', <ProductPage />, client);
  const page = screen.getByTestId('product-page');
  expect(within(page).getByRole('heading', { level: 1, name: item.name })).toBeInTheDocument();
  const crumbs = within(page).getByRole('navigation', { name: 'Навигационная цепочка' });
  expect(within(crumbs).getByRole('link', { name: item.store_name })).toHaveAttribute('href', '/store/2');
  expect(within(crumbs).getByText(item.name)).toHaveAttribute('aria-current', 'page');
  expect(within(page).getByRole('img', { name: item.name })).toHaveAttribute('src', item.image_full_url);
  // the editor, without a second gallery
  expect(await within(page).findByTestId('item-editor', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(page).getAllByRole('img', { name: item.name })).toHaveLength(1);
});

test('the gallery pages its thumbnails five at a time and shows the one chosen', async () => {
  const user = userEvent.setup();
  render(<ItemGallery item={item} />);
  const main = screen.getByRole('img', { name: item.name });
  const previous = screen.getByRole('button', { name: 'Предыдущие изображения' });
  const next = screen.getByRole('button', { name: 'Следующие изображения' });
  const thumbs = () => screen.getAllByRole('button', { name: /^Показать изображение/ });
  expect(thumbs()).toHaveLength(5);
  expect(previous).toBeDisabled();
  await user.click(thumbs()[2]!);
  expect(main).toHaveAttribute('src', pictures[1]);
  expect(thumbs()[2]).toHaveAttribute('aria-pressed', 'true');
  await user.click(next);
  expect(thumbs()).toHaveLength(2);
  expect(next).toBeDisabled();
  expect(previous).toBeEnabled();
  await user.click(thumbs()[1]!);
  expect(main).toHaveAttribute('src', pictures[5]);
});

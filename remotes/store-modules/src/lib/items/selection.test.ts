import type { StoreCartLine } from '@mart/api-client';
import type { Item } from '@mart/domain';
import { initialSelection, toCartInput, toSelection, toggleFood } from './selection';

/** An item as the API serves it in English: ids are keys, names and labels are in the page's language. */
const burger: Item = {
  id: 3,
  price: 20,
  module_type: 'food',
  food_variations: [
    {
      id: 'size',
      name: 'Size',
      type: 'single',
      required: 'on',
      values: [
        { id: 'standard', label: 'Standard', optionPrice: 0 },
        { id: 'large', label: 'Large', optionPrice: 6 },
      ],
    },
  ],
};
const phone: Item = {
  id: 4,
  price: 100,
  choice_options: [
    { title: 'Colour', options: ['Black', 'Blue'], option_ids: ['black', 'blue'] },
    { title: 'Storage', options: ['128 GB', '256 GB'], option_ids: ['128_gb', '256_gb'] },
  ],
  variations: [{ type: 'blue-256_gb', price: 120 }],
};

test('the cart request names variations by id, whatever language the labels are in', () => {
  const state = toggleFood(initialSelection(burger), burger.food_variations![0]!, 'large');
  const selection = toSelection(burger, state);
  expect(toCartInput(burger, selection, 2600).variation).toEqual([{ id: 'size', values: { ids: ['large'] } }]);
  const chosen = { ...initialSelection(phone), choices: { 0: 'blue', 1: '256_gb' } };
  expect(toCartInput(phone, toSelection(phone, chosen), 12000).variation_type).toBe('blue-256_gb');
});

test('a cart line opens in the editor with its ids chosen', () => {
  const line = {
    quantity: 2,
    variation: [{ id: 'size', name: 'Size', values: { ids: ['large'], label: ['Large'] } }],
    variation_type: 'blue-256_gb',
    add_on_ids: [],
    add_on_qtys: [],
  } as unknown as StoreCartLine;
  expect(initialSelection(burger, line).food).toEqual({ size: ['large'] });
  expect(initialSelection(phone, line).choices).toEqual({ 0: 'blue', 1: '256_gb' });
});

/** Items shared by the domain's unit tests. */
import type { Item } from '../types';

/** A grocery item: 100.00, 10% off, choice variations with their own prices and stock. */
export const shirt: Item = {
  id: 12,
  price: 100,
  discount: 10,
  discount_type: 'percent',
  store_id: 3,
  module_type: 'grocery',
  stock: 5,
  maximum_cart_quantity: 4,
  add_ons: [
    { id: 1, name: 'Gift wrap', price: 5 },
    { id: 2, name: 'Card', price: '2.50' },
  ],
  choice_options: [
    { title: 'Color', options: ['Red', 'Blue'] },
    { title: 'Size', options: ['X L', 'M'] },
  ],
  variations: [
    { type: 'Red-XL', price: 120, stock: 2 },
    { type: 'Blue-M', price: 90, stock: 0 },
  ],
};

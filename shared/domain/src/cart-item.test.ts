import {
  cartItemId,
  choiceOptionLabels,
  describeFoodOptions,
  checkCartItemUpdate,
  cappedQuantity,
  checkItemQuantity,
  checkOneStore,
  itemAvailability,
  itemBasePrice,
  parseClock,
  priceCartItem,
  quantityLimits,
  selectedFoodOptions,
  stepItemQuantity,
  validateAddOns,
  validateChoiceVariation,
  validateFoodVariations,
  validateItemSelection,
  variationTypeFrom,
} from './cart-item';
import { shirt } from './test/items';
import type { FoodVariation, Item } from './types';

const toppings: FoodVariation = {
  name: 'Toppings',
  type: 'multi',
  min: 1,
  max: 2,
  required: 'off',
  values: [
    { label: 'Cheese', optionPrice: 5 },
    { label: 'Olives', optionPrice: 3.5 },
    { label: 'Ham', optionPrice: 8, stock: 0 },
  ],
};
const size: FoodVariation = {
  name: 'Size',
  type: 'single',
  min: 0,
  max: 0,
  required: 'on',
  values: [
    { label: 'Small', optionPrice: 0 },
    { label: 'Large', optionPrice: 20 },
  ],
};
/** A food item: 50.00, option prices add to it. */
const pizza: Item = { id: 7, price: 50, store_id: 3, module_type: 'food', food_variations: [size, toppings] };

describe('variation names', () => {
  test("['Red', 'X L'] → 'Red-XL'", () => {
    expect(variationTypeFrom(['Red', 'X L'])).toBe('Red-XL');
  });
});

describe('pricing a cart line', () => {
  test('Red-XL 120.00, 10% off → 108.00 × 3 = 324.00, + wrap 5.00 × 2 + card 2.50 × 1 = 336.50', () => {
    const p = priceCartItem(shirt, {
      quantity: 3,
      variationType: variationTypeFrom(['Red', 'X L']),
      addOns: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
    });
    expect(p).toMatchObject({
      cartItemId: '12|v:Red-XL|a:1x2,2x1',
      itemBasePrice: 12000,
      unitDiscount: 1200,
      unitPrice: 10800,
      addOnsTotal: 1250,
      grossPrice: 37250, // 120.00 × 3 + 12.50
      discountTotal: 3600, // 12.00 × 3
      totalPrice: 33650, // 108.00 × 3 + 12.50
    });
    expect(p.selectedAddons).toEqual([
      { id: 1, name: 'Gift wrap', price: 5, quantity: 2 },
      { id: 2, name: 'Card', price: '2.50', quantity: 1 },
    ]);
    expect(p.selectedOption).toEqual({ type: 'Red-XL', price: 120, stock: 2 });
  });

  test('no variation: base 100.00, 10% off → 90.00', () => {
    const p = priceCartItem(shirt, { quantity: 1 });
    expect([p.itemBasePrice, p.totalPrice, p.selectedOption]).toEqual([10000, 9000, null]);
  });

  test('an unknown variation falls back to the item price: 100.00', () => {
    expect(itemBasePrice(shirt, { quantity: 1, variationType: 'Green-S' })).toBe(10000);
  });

  test('unknown add-on ids and zero quantities add nothing: 90.00', () => {
    const p = priceCartItem(shirt, {
      quantity: 1,
      addOns: [
        { id: 99, quantity: 1 },
        { id: 1, quantity: 0 },
      ],
    });
    expect(p.totalPrice).toBe(9000);
    expect(p.selectedAddons).toEqual([]);
  });

  test('amount discount 15.00 per unit: Red-XL 120.00 − 15.00 = 105.00 × 2 = 210.00', () => {
    const p = priceCartItem(
      { ...shirt, discount: 15, discount_type: 'amount' },
      { quantity: 2, variationType: 'Red-XL' },
    );
    expect([p.unitPrice, p.totalPrice, p.discountTotal]).toEqual([10500, 21000, 3000]);
  });

  test('an amount discount above the price floors the unit at 0, add-ons still paid: 0 + 5.00', () => {
    const p = priceCartItem(
      { ...shirt, discount: 500, discount_type: 'amount' },
      { quantity: 2, addOns: [{ id: 1, quantity: 1 }] },
    );
    expect([p.unitPrice, p.totalPrice]).toEqual([0, 500]);
  });

  test('food: 50.00 + Large 20.00 + Cheese 5.00 + Olives 3.50 = 78.50 × 2 = 157.00', () => {
    const p = priceCartItem(pizza, { quantity: 2, foodOptions: { Size: ['Large'], Toppings: ['Olives', 'Cheese'] } });
    expect([p.itemBasePrice, p.totalPrice]).toEqual([7850, 15700]);
    expect(p.cartItemId).toBe('7|f:Size=Large;Toppings=Cheese,Olives');
    expect(p.selectedOption).toEqual({ Size: ['Large'], Toppings: ['Olives', 'Cheese'] });
  });

  test('food selection read from isSelected flags when no selection is passed: 50.00 + 20.00 = 70.00', () => {
    const flagged: Item = {
      ...pizza,
      food_variations: [
        {
          ...size,
          values: [
            { label: 'Small', optionPrice: 0 },
            { label: 'Large', optionPrice: 20, isSelected: true },
          ],
        },
      ],
    };
    expect(selectedFoodOptions(flagged.food_variations)).toEqual({ Size: ['Large'] });
    const p = priceCartItem(flagged, { quantity: 1 });
    expect([p.totalPrice, p.cartItemId]).toEqual([7000, '7|f:Size=Large']);
  });

  test('the cart item id ignores the order of choices', () => {
    const a = cartItemId(7, {
      foodOptions: { Toppings: ['Olives', 'Cheese'], Size: ['Large'] },
      addOns: [
        { id: 2, quantity: 1 },
        { id: 1, quantity: 1 },
      ],
    });
    const b = cartItemId(7, {
      foodOptions: { Size: ['Large'], Toppings: ['Cheese', 'Olives'] },
      addOns: [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 1 },
      ],
    });
    expect(a).toBe(b);
    expect(a).toBe('7|f:Size=Large;Toppings=Cheese,Olives|a:1x1,2x1');
  });
});

describe('quantity (SPEC §5: min 1, Out of Limits at maximum_cart_quantity, Out of Stock at stock)', () => {
  const withVariation = quantityLimits(shirt, 'Red-XL'); // stock 2, max 4
  const plain = quantityLimits(shirt); // stock 5, max 4

  test('a priced variation brings its own stock', () => {
    expect(withVariation).toEqual({ maximum_cart_quantity: 4, stock: 2, module_type: 'grocery' });
    expect(plain.stock).toBe(5);
  });

  test.each([
    ['1 → 2 within stock 2', 1, withVariation, { kind: 'set', quantity: 2 }],
    [
      '2 → 3 over variation stock 2',
      2,
      withVariation,
      { kind: 'blocked', code: 'outOfStock', message: 'Out of Stock' },
    ],
    ['3 → 4 at the maximum 4 is still allowed', 3, plain, { kind: 'set', quantity: 4 }],
    ['4 → 5 over maximum 4', 4, plain, { kind: 'blocked', code: 'outOfLimits', message: 'Out of Limits' }],
    [
      'both reached (max 2, stock 2): the limit is reported',
      2,
      { maximum_cart_quantity: 2, stock: 2 },
      { kind: 'blocked', code: 'outOfLimits', message: 'Out of Limits' },
    ],
    ['food ignores stock: stock 0, 1 → 2', 1, { stock: 0, module_type: 'food' }, { kind: 'set', quantity: 2 }],
    [
      'no maximum (0) and untracked stock: 99 → 100',
      99,
      { maximum_cart_quantity: 0, stock: null },
      { kind: 'set', quantity: 100 },
    ],
  ])('increment %s', (_name, current, limits, expected) => {
    expect(stepItemQuantity(current, 'increment', limits)).toEqual(expected);
  });

  test.each([
    ['3 → 2', 3, true, { kind: 'set', quantity: 2 }],
    ['1 in the cart → remove', 1, true, { kind: 'remove' }],
    ['1 in the item modal stays 1', 1, false, { kind: 'set', quantity: 1 }],
  ])('decrement %s', (_name, current, inCart, expected) => {
    expect(stepItemQuantity(current, 'decrement', plain, { inCart })).toEqual(expected);
  });

  test('quantity 0 is out of limits; 4 of max 4 and stock 5 is fine; 6 is out of limits first', () => {
    expect(checkItemQuantity(0, plain)?.message).toBe('Out of Limits');
    expect(checkItemQuantity(4, plain)).toBeNull();
    expect(checkItemQuantity(6, plain)?.code).toBe('outOfLimits');
  });
});

describe('food variation rules (SPEC §5 messages)', () => {
  test.each([
    ['nothing chosen: required Size', {}, 'Variation Size can not remain without selection'],
    [
      'three toppings of max 2',
      { Size: ['Large'], Toppings: ['Cheese', 'Olives', 'Ham'] },
      'Selected variation named Toppings must be in between Minimum 1 and Maximum 2',
    ],
    [
      'an out-of-stock topping',
      { Size: ['Small'], Toppings: ['Ham'] },
      'This variation is out of stock. Choose another variation to proceed further.',
    ],
  ])('%s', (_name, selected, message) => {
    expect(validateFoodVariations(pizza.food_variations, selected)?.message).toBe(message);
  });

  test.each([
    ['optional multi group left empty', { Size: ['Large'] }],
    ['one topping of 1..2', { Size: ['Large'], Toppings: ['Cheese'] }],
    ['two toppings of 1..2', { Size: ['Small'], Toppings: ['Cheese', 'Olives'] }],
  ])('valid: %s', (_name, selected) => {
    expect(validateFoodVariations(pizza.food_variations, selected)).toBeNull();
  });

  test('a required multi group with min 2 and one choice is out of range', () => {
    const sauces: FoodVariation = {
      ...toppings,
      name: 'Sauces',
      required: 1,
      min: 2,
      max: 3,
      values: toppings.values.slice(0, 2),
    };
    expect(validateFoodVariations([sauces], { Sauces: ['Cheese'] })).toEqual({
      code: 'variationRange',
      message: 'Selected variation named Sauces must be in between Minimum 2 and Maximum 3',
      params: { name: 'Sauces', min: 2, max: 3 },
    });
  });

  test('a required multi group with nothing chosen reports the missing selection first', () => {
    expect(validateFoodVariations([{ ...toppings, required: 'on' }], {})?.code).toBe('variationRequired');
  });

  test('labels not in the group do not count as chosen', () => {
    expect(validateFoodVariations([size], { Size: ['Huge'] })?.code).toBe('variationRequired');
  });

  test('a chosen choice-variation with stock 0 is out of stock', () => {
    expect(validateItemSelection(shirt, { quantity: 1, variationType: 'Blue-M' })?.message).toBe(
      'This variation is out of stock. Choose another variation to proceed further.',
    );
    expect(validateItemSelection(shirt, { quantity: 1, variationType: 'Red-XL' })).toBeNull();
  });
});

describe('choice variations and add-ons belong to the item (issue 37.10)', () => {
  test('an item with choice variations is not sold at its base price with none chosen', () => {
    expect(validateItemSelection(shirt, { quantity: 1 })).toEqual({
      code: 'variationRequired',
      message: 'Variation Color can not remain without selection',
      params: { name: 'Color' },
    });
    expect(validateChoiceVariation(shirt, '')?.code).toBe('variationRequired');
  });

  test('a variation type the item does not list is not offered', () => {
    expect(validateItemSelection(shirt, { quantity: 1, variationType: 'Green-S' })).toEqual({
      code: 'variationUnknown',
      message: 'This variation is not offered for this item.',
    });
  });

  test('an item without choice variations needs none, and refuses one', () => {
    expect(validateChoiceVariation({ variations: [] }, null)).toBeNull();
    expect(validateChoiceVariation({}, 'Red-XL')?.code).toBe('variationUnknown');
  });

  test("add-ons must be the item's own; a zero quantity chooses nothing", () => {
    const offered = { quantity: 1, variationType: 'Red-XL', addOns: [{ id: '2', quantity: 1 }] };
    expect(validateItemSelection(shirt, offered)).toBeNull();
    expect(validateItemSelection(shirt, { ...offered, addOns: [{ id: 99, quantity: 1 }] })).toEqual({
      code: 'addOnUnavailable',
      message: 'This add-on is not offered for this item.',
    });
    expect(validateAddOns(shirt, [{ id: 99, quantity: 0 }])).toBeNull();
    expect(validateAddOns({ add_ons: null }, [{ id: 1, quantity: 1 }])?.code).toBe('addOnUnavailable');
  });
});

describe('merging two lines of one item', () => {
  test('the sum, held to the per-line maximum and the stock, never below 1', () => {
    expect(cappedQuantity(7, { maximum_cart_quantity: 4, stock: 10, module_type: 'grocery' })).toBe(4);
    expect(cappedQuantity(7, { maximum_cart_quantity: 0, stock: 5, module_type: 'grocery' })).toBe(5);
    expect(cappedQuantity(7, { maximum_cart_quantity: null, stock: 5, module_type: 'food' })).toBe(7);
    expect(cappedQuantity(3, { stock: 0, module_type: 'grocery' })).toBe(1);
  });
});

describe('updating a cart line', () => {
  const before = {
    quantity: 2,
    variationType: 'Red-XL',
    addOns: [
      { id: 1, quantity: 1 },
      { id: 2, quantity: 1 },
    ],
  };

  test("the same choices in another order: 'No changes found to update.'", () => {
    const after = {
      ...before,
      addOns: [
        { id: 2, quantity: 1 },
        { id: 1, quantity: 1 },
      ],
    };
    expect(checkCartItemUpdate(12, before, after)?.message).toBe('No changes found to update.');
  });

  test.each([
    ['quantity', { ...before, quantity: 3 }],
    ['variation', { ...before, variationType: 'Blue-M' }],
    [
      'add-on quantity',
      {
        ...before,
        addOns: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
      },
    ],
  ])('a changed %s is an update', (_name, after) => {
    expect(checkCartItemUpdate(12, before, after)).toBeNull();
  });
});

describe('one store per cart', () => {
  test('same store or empty cart: fine; another store: the SPEC prompt', () => {
    expect(checkOneStore([{ item: { store_id: 3 } }], '3')).toBeNull();
    expect(checkOneStore([], 4)).toBeNull();
    expect(checkOneStore([{ item: { store_id: 3 } }], 4)?.message).toBe('You have item from another store in cart...');
    expect(checkOneStore([{ store_id: 3 }], 4)?.code).toBe('otherStoreInCart');
  });
});

describe('availability window (local wall clock)', () => {
  const at = (h: number, m: number, s = 0) => new Date(2026, 0, 15, h, m, s);
  const day: Item = { ...shirt, available_time_starts: '09:00:00', available_time_ends: '17:30:00', schedule_order: 0 };
  const night: Item = { ...day, available_time_starts: '22:00:00', available_time_ends: '02:00:00' };

  test.each([
    ['10:00 inside 09:00-17:30', day, at(10, 0), true],
    ['08:59:59 before the start', day, at(8, 59, 59), false],
    ['09:00:00 at the start', day, at(9, 0), true],
    ['17:30:00 at the end (inclusive)', day, at(17, 30), true],
    ['17:30:01 after the end', day, at(17, 30, 1), false],
    ['23:00 inside 22:00-02:00 across midnight', night, at(23, 0), true],
    ['01:59 inside 22:00-02:00 across midnight', night, at(1, 59), true],
    ['12:00 outside 22:00-02:00', night, at(12, 0), false],
  ])('%s', (_name, item, now, available) => {
    expect(itemAvailability(item, now).available).toBe(available);
  });

  test('outside the window: not orderable unless scheduled ordering is allowed; the window text', () => {
    expect(itemAvailability(day, at(8, 0))).toEqual({ available: false, canOrder: false, window: '09:00 - 17:30' });
    expect(itemAvailability({ ...day, schedule_order: 1 }, at(8, 0))).toEqual({
      available: false,
      canOrder: true,
      window: '09:00 - 17:30',
    });
  });

  test("a server in any zone reads the store's clock: 04:00 UTC is 07:00 in Moscow (closed), 07:00 UTC is 10:00 (open)", () => {
    const zone = { timeZone: 'Europe/Moscow' };
    expect(itemAvailability(day, new Date(Date.UTC(2026, 0, 15, 4, 0)), zone).available).toBe(false);
    expect(itemAvailability(day, new Date(Date.UTC(2026, 0, 15, 7, 0)), zone).available).toBe(true);
    expect(itemAvailability(night, new Date(Date.UTC(2026, 0, 15, 21, 30)), zone).available).toBe(true); // 00:30
  });

  test('no window, or equal ends, is all day', () => {
    expect(itemAvailability(shirt, at(3, 0))).toEqual({ available: true, canOrder: true, window: null });
    expect(itemAvailability({ ...day, available_time_ends: '09:00:00' }, at(3, 0)).available).toBe(true);
  });

  test.each([
    ['09:05', 32700],
    ['09:05:30', 32730],
    ['23:59:59', 86399],
    ['24:00', null],
    ['9:60', null],
    ['noon', null],
    [null, null],
  ])('parseClock(%p) = %p', (text, seconds) => {
    expect(parseClock(text)).toBe(seconds);
  });
});

describe('variations with stable ids, texts in the served language (issue 23)', () => {
  /** The pizza as served in English: ids stay, names and labels are translated. */
  const served: Item = {
    id: 8,
    price: 50,
    module_type: 'food',
    food_variations: [
      {
        id: 'size',
        name: 'Size',
        required: 'on',
        values: [
          { id: 'small', label: 'Small', optionPrice: 0 },
          { id: 'large', label: 'Large', optionPrice: 20 },
        ],
      },
    ],
    choice_options: [{ title: 'Colour', options: ['White', 'Black'], option_ids: ['white', 'black'] }],
    variations: [{ type: 'black', price: 55 }],
  };

  test('a selection keyed by ids prices and validates; the message names the group as served', () => {
    expect(itemBasePrice(served, { quantity: 1, foodOptions: { size: ['large'] } })).toBe(7000);
    // the label is not the key any more
    expect(itemBasePrice(served, { quantity: 1, foodOptions: { Size: ['Large'] } })).toBe(5000);
    expect(validateFoodVariations(served.food_variations, { Size: ['Large'] })).toMatchObject({
      code: 'variationRequired',
      message: 'Variation Size can not remain without selection',
    });
    expect(validateFoodVariations(served.food_variations, { size: ['small'] })).toBeNull();
    expect(cartItemId(8, { foodOptions: { size: ['large'] } })).toBe('8|f:size=large');
  });

  test('a line reads back in the served language; what the item no longer has shows as stored', () => {
    expect(describeFoodOptions(served, { size: ['large'], gone: ['x'] })).toEqual([
      { id: 'size', name: 'Size', values: { ids: ['large'], label: ['Large'] } },
      { id: 'gone', name: 'gone', values: { ids: ['x'], label: ['x'] } },
    ]);
    expect(choiceOptionLabels(served, 'black')).toEqual(['Black']);
    expect(choiceOptionLabels(served, 'Red-XL')).toEqual(['Red-XL']);
    expect(choiceOptionLabels(served, null)).toEqual([]);
  });
});

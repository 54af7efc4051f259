import { findVariation } from './cart-item';
import { optionInVariationType, resolveVariationType } from './variation-match';
import type { Item } from './types';

const milk = {
  variations: [
    { type: '1 л', price: 560, stock: 90 },
    { type: '2 л', price: 1050, stock: 0 },
  ],
} as unknown as Item;
const phone = { variations: [{ type: 'Чёрный-128 ГБ', price: 189990, stock: 10 }] } as unknown as Item;

describe('resolveVariationType', () => {
  it('returns the stored type when it keeps the spaces of the option labels', () => {
    expect(resolveVariationType(milk, ['2 л'])).toBe('2 л');
    expect(findVariation(milk, resolveVariationType(milk, ['2 л']))?.stock).toBe(0);
    expect(resolveVariationType(phone, ['Чёрный', '128 ГБ'])).toBe('Чёрный-128 ГБ');
  });
  it('falls back to the whitespace-free key without a stored match, and null without options', () => {
    expect(resolveVariationType(milk, ['5 л'])).toBe('5л');
    expect(resolveVariationType({ variations: [] } as unknown as Item, ['Red', 'X L'])).toBe('Red-XL');
    expect(resolveVariationType(milk, [])).toBeNull();
  });
});

describe('optionInVariationType', () => {
  it('matches an option at its position in either spelling', () => {
    expect(optionInVariationType('Чёрный-128 ГБ', 1, '128 ГБ')).toBe(true);
    expect(optionInVariationType('Чёрный-128ГБ', 1, '128 ГБ')).toBe(true);
    expect(optionInVariationType('Чёрный-128 ГБ', 0, '128 ГБ')).toBe(false);
    expect(optionInVariationType(null, 0, 'x')).toBe(false);
  });
});

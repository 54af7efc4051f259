import {
  abbreviateNumber,
  divRound,
  formatMinor,
  formatPrice,
  fromMinor,
  minorToDecimalString,
  multiplyMinor,
  percentOf,
  ratioOf,
  roundMinor,
  scaleDecimal,
  toMinor,
} from './money';

describe('toMinor: exact decimal → minor units, half away from zero', () => {
  test.each([
    ['19.99 → 1999', '19.99', 2, 1999],
    ['19.99 (number) → 1999', 19.99, 2, 1999],
    ['1.005 → 100.5 → 101 (float maths would give 100)', 1.005, 2, 101],
    ['0.1 + 0.2 = 0.30000000000000004 → 30', 0.1 + 0.2, 2, 30],
    ['12.345 → 1234.5 → 1235', '12.345', 2, 1235],
    ['-12.345 → -1234.5 → -1235 (away from zero)', -12.345, 2, -1235],
    ['12.344 → 1234.4 → 1234', '12.344', 2, 1234],
    ['" 7 " → 700', ' 7 ', 2, 700],
    ['"+3.1" → 310', '+3.1', 2, 310],
    ['".5" → 50', '.5', 2, 50],
    ['1e-7 → 0.00001 → 0', 1e-7, 2, 0],
    ['"1.5e3" → 1500 → 150000', '1.5e3', 2, 150000],
    ['2.5 with 0 decimals → 3', 2.5, 0, 3],
    ['1.2345 with 3 decimals → 1234.5 → 1235', 1.2345, 3, 1235],
    ['"100.00" with 0 decimals → 100', '100.00', 0, 100],
  ])('%s', (_name, amount, decimals, expected) => {
    expect(toMinor(amount, decimals)).toBe(expected);
  });

  test('absent amounts are 0', () => {
    expect(toMinor(null)).toBe(0);
    expect(toMinor(undefined)).toBe(0);
    expect(toMinor('')).toBe(0);
  });

  test('garbage and non-finite amounts throw instead of silently pricing at 0', () => {
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('1.2.3')).toThrow(RangeError);
    expect(() => toMinor('.')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('minor → major', () => {
  test.each([
    [12345, 2, '123.45'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [12345, 0, '12345'],
    [7, 3, '0.007'],
  ])('minorToDecimalString(%p, %p) = %p', (minor, decimals, text) => {
    expect(minorToDecimalString(minor, decimals)).toBe(text);
  });

  test('fromMinor(12345) = 123.45, fromMinor(-1) = -0.01', () => {
    expect(fromMinor(12345)).toBe(123.45);
    expect(fromMinor(-1)).toBe(-0.01);
  });

  test('non-integer minor units are a bug and throw', () => {
    expect(() => minorToDecimalString(1.5)).toThrow(RangeError);
  });
});

describe('exact arithmetic on minor units', () => {
  test.each([
    ['divRound(5, 2) = 2.5 → 3', 5n, 2n, 3n],
    ['divRound(-5, 2) = -2.5 → -3', -5n, 2n, -3n],
    ['divRound(4, 3) = 1.33 → 1', 4n, 3n, 1n],
    ['divRound(-4, 3) = -1.33 → -1', -4n, 3n, -1n],
    ['divRound(6, 3) = 2', 6n, 3n, 2n],
  ])('%s', (_name, num, den, expected) => {
    expect(divRound(num, den)).toBe(expected);
  });

  test('scaleDecimal("0.1", 6) = 100000', () => {
    expect(scaleDecimal('0.1', 6)).toBe(100000n);
  });

  test.each([
    ['15% of 1999 = 299.85 → 300', 1999, 15, 300],
    ['12.5% of 1000 = 125', 1000, 12.5, 125],
    ['10% of 333 = 33.3 → 33', 333, 10, 33],
    ['10% of 335 = 33.5 → 34', 335, 10, 34],
    ['0.1% of 1 = 0.001 → 0', 1, 0.1, 0],
    ['"7.5"% of 2000 = 150', 2000, '7.5', 150],
  ])('percentOf: %s', (_name, minor, percent, expected) => {
    expect(percentOf(minor, percent)).toBe(expected);
  });

  test.each([
    ['1050 × 2.5 = 2625', 1050, 2.5, 2625],
    ['999 × 1.5 = 1498.5 → 1499', 999, 1.5, 1499],
    ['1000 × 12.345 = 12345', 1000, 12.345, 12345],
    ['500 × 0 = 0', 500, 0, 0],
  ])('multiplyMinor: %s', (_name, minor, factor, expected) => {
    expect(multiplyMinor(minor, factor)).toBe(expected);
  });

  test('ratioOf(11200, 12, 112) = 1200; a zero denominator throws', () => {
    expect(ratioOf(11200, 12, 112)).toBe(1200);
    expect(() => ratioOf(100, 1, 0)).toThrow(RangeError);
  });

  test('roundMinor(2.5) = 3, roundMinor(-2.5) = -3, roundMinor(2.4999) = 2', () => {
    expect(roundMinor(2.5)).toBe(3);
    expect(roundMinor(-2.5)).toBe(-3);
    expect(roundMinor(2.4999)).toBe(2);
  });
});

describe('formatPrice', () => {
  test.each([
    ['left symbol by default, 2 decimals', 1234.5, { symbol: '$' }, '$1,234.50'],
    ['right symbol', 1234.5, { symbol: '₸', direction: 'right' as const }, '1,234.50₸'],
    ['0 decimals rounds 1234567.5 → 1,234,568', 1234567.5, { decimals: 0 }, '1,234,568'],
    ['3 decimals', 2.5, { decimals: 3, symbol: '$' }, '$2.500'],
    ['negative sign before the symbol', -5, { symbol: '$' }, '-$5.00'],
    ['1.005 → 1.01 (toFixed would say 1.00)', 1.005, { symbol: '$' }, '$1.01'],
    ['999.999 → 1,000.00', 999.999, {}, '1,000.00'],
    ['string amount from the database', '1500000.00', { symbol: '₽', direction: 'right' as const }, '1,500,000.00₽'],
    // issue 40.6: grouping and decimal separator are the language's (Intl), the symbol's side is the site's
    ['Russian: narrow spaces and a comma', 2190, { symbol: '₸', language: 'ru' }, '₸2\u00a0190,00'],
    [
      'Kazakh (kz is kk to Intl)',
      1234567.891,
      { symbol: '₸', language: 'kz', direction: 'right' as const },
      '1\u00a0234\u00a0567,89₸',
    ],
    ['English', 2190, { symbol: '₸', language: 'en' }, '₸2,190.00'],
    [
      'Russian, no decimals',
      2190.5,
      { symbol: '₽', language: 'ru', decimals: 0, direction: 'right' as const },
      '2\u00a0191₽',
    ],
    ['a negative amount in Russian', -5, { symbol: '₸', language: 'ru' }, '-₸5,00'],
    ['absent amount is 0.00', null, {}, '0.00'],
    ['under 1000 has no separator', 999, {}, '999.00'],
  ])('%s', (_name, amount, format, expected) => {
    expect(formatPrice(amount, format)).toBe(expected);
  });

  test('formatMinor(123456, $) = $1,234.56', () => {
    expect(formatMinor(123456, { symbol: '$' })).toBe('$1,234.56');
  });

  test('the largest safe amount keeps every digit (no float on the way to Intl)', () => {
    expect(formatMinor(Number.MAX_SAFE_INTEGER, { language: 'ru' })).toBe('90\u00a0071\u00a0992\u00a0547\u00a0409,91');
  });
});

describe('abbreviateNumber (SPEC §9: K from 100K, M, B; fraction truncated)', () => {
  test.each([
    [0, '0'],
    [99_999, '99999'],
    [100_000, '100K'],
    [123_456, '123.4K'], // 123.456 → 123.4
    [999_999, '999.9K'], // never "1000K"
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [1_999_999_999, '1.9B'],
    [7_000_000_000, '7B'],
    [-150_000, '-150K'],
  ])('%p → %p', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  test('fraction digits are configurable: 123456 with 0 → 123K', () => {
    expect(abbreviateNumber(123_456, 0)).toBe('123K');
  });
});

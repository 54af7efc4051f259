/**
 * Money in minor units (tiyn, kopeks, cents): every amount the domain returns is an integer count of minor units,
 * so sums never drift. Inputs arrive in major units as the API and the database give them: numbers, or numeric
 * strings (PGlite returns `numeric` columns as strings). Conversions go through exact decimal arithmetic (BigInt),
 * never through `amount * 100`, which turns 1.005 into 100.49999.
 *
 * Rounding rule, everywhere: half away from zero (commercial rounding), at the minor unit.
 */
import { DEFAULT_CURRENCY_DIRECTION, DEFAULT_DECIMALS, formatLocale } from './constants';

/** A decimal value as the API or the database hands it over. */
export type Numeric = number | string;

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Integer division rounding half away from zero. `den` must be positive. */
export function divRound(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r = num % den;
  const twiceR = r < 0n ? -2n * r : 2n * r;
  if (twiceR >= den) return num < 0n ? q - 1n : q + 1n;
  return q;
}

/**
 * Exact `value × 10^scale`, rounded half away from zero. Numbers go through their shortest round-trip text
 * (String(1.005) is "1.005"), which is the decimal the author of the number meant.
 */
export function scaleDecimal(value: Numeric, scale: number): bigint {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL_RE.exec(text);
  const intPart = m?.[2] ?? '';
  const fracPart = m?.[3] ?? '';
  if (!m || intPart + fracPart === '') throw new RangeError(`Not a decimal amount: "${String(value)}"`);
  const digits = BigInt(intPart + fracPart);
  const signed = m[1] === '-' ? -digits : digits;
  const shift = Number(m[4] ?? 0) - fracPart.length + scale;
  if (shift >= 0) return signed * 10n ** BigInt(shift);
  return divRound(signed, 10n ** BigInt(-shift));
}

/** Major units to minor units. Absent values (null, undefined, '') count as 0: the API omits unset prices. */
export function toMinor(amount: Numeric | null | undefined, decimals: number = DEFAULT_DECIMALS): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  return Number(scaleDecimal(amount, decimals));
}

/** Minor units back to a major-unit number (for JSON and APIs that want numbers). */
export function fromMinor(minor: number, decimals: number = DEFAULT_DECIMALS): number {
  return Number(minorToDecimalString(minor, decimals));
}

/** Minor units as an exact decimal string, e.g. 12345 → "123.45" (for `numeric` columns). */
export function minorToDecimalString(minor: number, decimals: number = DEFAULT_DECIMALS): string {
  assertMinor(minor);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals);
  const body = decimals > 0 ? `${intPart}.${fracPart}` : intPart;
  return negative ? `-${body}` : body;
}

/** Rounds a number of minor units that came out of float maths (e.g. a map distance) to an integer. */
export function roundMinor(value: number): number {
  return Number(scaleDecimal(value, 0));
}

/** `minor × factor`, exact to 6 decimals of the factor, rounded to the minor unit. */
export function multiplyMinor(minor: number, factor: Numeric): number {
  assertMinor(minor);
  return Number(divRound(BigInt(minor) * scaleDecimal(factor, 6), 1_000_000n));
}

/** `percent`% of an amount of minor units, e.g. percentOf(1999, 15) = 299.85 → 300. */
export function percentOf(minor: number, percent: Numeric): number {
  assertMinor(minor);
  return Number(divRound(BigInt(minor) * scaleDecimal(percent, 6), 100_000_000n));
}

/** `minor × numerator / denominator` with one rounding at the end (used where a formula divides twice). */
export function ratioOf(minor: number, numerator: Numeric, denominator: Numeric): number {
  assertMinor(minor);
  const den = scaleDecimal(denominator, 6);
  if (den <= 0n) throw new RangeError('The denominator must be positive');
  return Number(divRound(BigInt(minor) * scaleDecimal(numerator, 6), den));
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
}

export interface PriceFormat {
  /** Config.currency_symbol. */
  symbol?: string;
  /** Config.currency_symbol_direction; SPEC §3: left by default. */
  direction?: 'left' | 'right';
  /** Config.digit_after_decimal_point; 2 by default. */
  decimals?: number;
  /**
   * The site language the amount is read in (ru, kz, en): its digit grouping and decimal separator, through
   * Intl.NumberFormat ("2 190,00" in Russian and Kazakh, "2,190.00" in English, the default).
   */
  language?: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and number of decimals (making one costs more than formatting with it). */
function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A major-unit amount as shown to customers: "₸2,190.00" in English, "₸2 190,00" in Russian, "2 190,00₸" right. */
export function formatPrice(amount: Numeric | null | undefined, format: PriceFormat = {}): string {
  return formatMinor(toMinor(amount, format.decimals ?? DEFAULT_DECIMALS), format);
}

/**
 * Same as formatPrice for an amount already in minor units. The digits go to Intl as a decimal string, so no amount
 * passes through a float on its way to the screen.
 */
export function formatMinor(minor: number, format: PriceFormat = {}): string {
  const { symbol = '', direction = DEFAULT_CURRENCY_DIRECTION, decimals = DEFAULT_DECIMALS, language = 'en' } = format;
  const digits = minorToDecimalString(Math.abs(minor), decimals) as Intl.StringNumericLiteral;
  const number = numberFormat(language, decimals).format(digits);
  const withSymbol = direction === 'right' ? `${number}${symbol}` : `${symbol}${number}`;
  return minor < 0 ? `-${withSymbol}` : withSymbol;
}

const ABBREVIATIONS: ReadonlyArray<{ from: number; divisor: number; suffix: string }> = [
  { from: 1e9, divisor: 1e9, suffix: 'B' },
  { from: 1e6, divisor: 1e6, suffix: 'M' },
  // SPEC §9: K only from 100K up, so 99,999 still reads in full.
  { from: 1e5, divisor: 1e3, suffix: 'K' },
];

/**
 * SPEC §9 large-number abbreviation: 123456 → "123.4K", 2500000 → "2.5M", 7e9 → "7B"; below 100,000 the number
 * is returned as is. The fraction is truncated, not rounded, so 999,999 reads "999.9K" and never "1000K".
 */
export function abbreviateNumber(value: number, fractionDigits = 1): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const rule = ABBREVIATIONS.find((a) => abs >= a.from);
  if (!rule) return String(value);
  const factor = 10 ** fractionDigits;
  const truncated = Math.floor((abs / rule.divisor) * factor + 1e-9) / factor;
  return `${sign}${truncated}${rule.suffix}`;
}

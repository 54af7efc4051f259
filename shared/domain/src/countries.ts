/**
 * Dial codes for the country picker (SPEC §3 config.country_picker_status, §9 "Country picker only when
 * country_picker_status is 1"): the countries the storefront's customers come from, each with the length of its
 * national number (the digits after the dial code), so a phone is checked by its country.
 */
export interface Country {
  /** ISO 3166-1 alpha-2 */
  iso: string;
  /** with the plus: '+7' */
  dial: string;
  /** national significant number length, digits */
  min: number;
  max: number;
}

export const COUNTRIES: readonly Country[] = [
  { iso: 'KZ', dial: '+7', min: 10, max: 10 },
  { iso: 'RU', dial: '+7', min: 10, max: 10 },
  { iso: 'KG', dial: '+996', min: 9, max: 9 },
  { iso: 'UZ', dial: '+998', min: 9, max: 9 },
  { iso: 'TJ', dial: '+992', min: 9, max: 9 },
  { iso: 'TM', dial: '+993', min: 8, max: 8 },
  { iso: 'BY', dial: '+375', min: 9, max: 9 },
  { iso: 'AZ', dial: '+994', min: 9, max: 9 },
  { iso: 'AM', dial: '+374', min: 8, max: 8 },
  { iso: 'GE', dial: '+995', min: 9, max: 9 },
  { iso: 'MN', dial: '+976', min: 8, max: 8 },
  { iso: 'CN', dial: '+86', min: 11, max: 11 },
  { iso: 'TR', dial: '+90', min: 10, max: 10 },
  { iso: 'AE', dial: '+971', min: 8, max: 9 },
  { iso: 'DE', dial: '+49', min: 10, max: 11 },
  { iso: 'GB', dial: '+44', min: 10, max: 10 },
  { iso: 'US', dial: '+1', min: 10, max: 10 },
];

/** The storefront's home country when the config names none it knows (SPEC: Kazakhstan, +7). */
export const HOME_COUNTRY: Country = COUNTRIES[0]!;

export function countryByIso(iso: unknown): Country | undefined {
  return typeof iso === 'string' ? COUNTRIES.find((c) => c.iso === iso.trim().toUpperCase()) : undefined;
}

/** The country whose money the site sells in: its customers' phones are mostly from there. */
const CURRENCY_COUNTRY: Record<string, string> = {
  KZT: 'KZ',
  RUB: 'RU',
  KGS: 'KG',
  UZS: 'UZ',
  TJS: 'TJ',
  TMT: 'TM',
  BYN: 'BY',
  AZN: 'AZ',
  AMD: 'AM',
  GEL: 'GE',
  MNT: 'MN',
  CNY: 'CN',
  TRY: 'TR',
  AED: 'AE',
  GBP: 'GB',
  USD: 'US',
};

/**
 * The picker's first choice. SPEC §3 config.country is the language's country (ru → RU, §1/§4), not where the
 * customers live, so the site's currency decides first (KZT → Kazakhstan), then that country, then Kazakhstan.
 */
export function defaultCountry(config: Readonly<Record<string, unknown>> | null | undefined): Country {
  const code = config?.currency_code;
  const byCurrency = typeof code === 'string' ? countryByIso(CURRENCY_COUNTRY[code.toUpperCase()]) : undefined;
  return byCurrency ?? countryByIso(config?.country) ?? HOME_COUNTRY;
}

/** Whether the picker is on: config.country_picker_status 1 (SPEC §9); 0 or missing keeps the fixed code. */
export function countryPickerOn(config: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const v = config?.country_picker_status;
  return v === 1 || v === '1' || v === true;
}

/** The digits of a national number as typed (spaces, dashes, brackets dropped). */
export const nationalDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** Whether a national number has the length its country's numbers have. */
export function isNationalNumberValid(country: Country, national: string): boolean {
  const n = nationalDigits(national).length;
  return n >= country.min && n <= country.max;
}

/** The international number sent to the API: '+7' and '701 123 45 67' → '+77011234567'. */
export function internationalPhone(country: Country, national: string): string {
  const digits = nationalDigits(national);
  return digits ? `${country.dial}${digits}` : '';
}

/**
 * An international number back to country and national part (a saved address, a kept guest contact). The
 * longest matching dial code wins; among countries sharing it (+7: KZ and RU) the preferred one. A number that
 * matches no country keeps the preferred country and all its digits.
 */
export function splitPhone(
  phone: string | null | undefined,
  preferred: Country,
): { country: Country; national: string } {
  const text = (phone ?? '').trim();
  const digits = nationalDigits(text);
  if (!text.startsWith('+')) return { country: preferred, national: digits };
  const matches = COUNTRIES.filter((c) => digits.startsWith(c.dial.slice(1)));
  if (matches.length === 0) return { country: preferred, national: digits };
  const longest = Math.max(...matches.map((c) => c.dial.length));
  const best = matches.filter((c) => c.dial.length === longest);
  const country = best.find((c) => c.iso === preferred.iso) ?? best[0]!;
  return { country, national: digits.slice(country.dial.length - 1) };
}

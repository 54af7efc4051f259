/**
 * Phone numbers checked per country (issue 40.7): Kazakhstan and Russia share +7, so a length tells nothing; the
 * operator codes do. libphonenumber-js with the mobile metadata of the countries the site offers (phone-metadata.ts)
 * decides, on the browser (the forms' schemas) and on the server (sign-up, sign-in by code, forgot password,
 * contact changes) alike. Numbers are kept in E.164 ('+77011234567').
 *
 * Mobile numbers only: every phone the storefront asks for receives texts (codes, order news) or a courier's call
 * on the road; a landline is refused like a wrong operator code.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { COUNTRIES, countryPickerOn, defaultCountry, type Country } from './countries';
import { withLeadingPlus } from './contact';
import type { Translate } from './messages';
import { PHONE_METADATA } from './phone-metadata';

/** Which numbers a form takes: the picked country's (picker on), or the site's countries' typed whole with +code. */
export interface PhoneRule {
  /** the country picked beside the field (the field then holds the national number), or null */
  picked: Country | null;
  /** the countries the site takes numbers from: all of the picker's, or the site's own when the picker is off */
  allowed: readonly Country[];
  /** the page language, for the country's name in the message ('ru', 'kz', 'en') */
  lang: string;
}

/** The site's rule: config.country_picker_status 1 offers every country of the picker, else its own country only. */
export function phoneRuleOf(
  config: Readonly<Record<string, unknown>> | null | undefined,
  picked: Country | null,
  lang: string,
): PhoneRule {
  const picker = countryPickerOn(config);
  const home = defaultCountry(config);
  // the site's own country first: a number typed without its code is read as one of its
  const allowed = picker ? [home, ...COUNTRIES.filter((c) => c.iso !== home.iso)] : [home];
  return { picked: picker ? picked : null, allowed, lang };
}

export type PhoneCheck =
  | { ok: true; /** E.164 */ e164: string; country: Country }
  /** the country whose number was expected: the message names it */
  | { ok: false; expected: Country };

/**
 * Checks a phone as typed: the national number after the picked country's code, or the whole number with its +code
 * (a number without '+' is read in the site's first country). Valid only as a mobile number of the picked country,
 * or of one of the allowed countries.
 */
export function checkPhone(text: string | null | undefined, rule: Pick<PhoneRule, 'picked' | 'allowed'>): PhoneCheck {
  const expected = rule.picked ?? rule.allowed[0] ?? COUNTRIES[0]!;
  const typed = (text ?? '').trim();
  const number = rule.picked
    ? parsePhoneNumberFromString(typed.replace(/\D/g, ''), rule.picked.iso as CountryCode, PHONE_METADATA)
    : parsePhoneNumberFromString(typed, expected.iso as CountryCode, PHONE_METADATA);
  if (!number?.isValid() || !number.country) return { ok: false, expected };
  const wanted = rule.picked ? [rule.picked] : rule.allowed;
  const country = wanted.find((c) => c.iso === number.country);
  return country ? { ok: true, e164: number.number, country } : { ok: false, expected };
}

/** A country's name in the page language, from the platform's own data ('kz' is ISO 639 'kk'). */
export function countryName(iso: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang === 'kz' ? 'kk' : lang, 'ru'], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** The message for a number that is not a mobile number of the expected country, in the page language. */
export function phoneCountryMessage(t: Translate, expected: Country, lang: string): string {
  return t('phoneNotOfCountry', { country: countryName(expected.iso, lang) });
}

/** The message a form shows when a number fails `rule`: the picked country's, else the site's own. */
export function phoneRuleMessage(t: Translate, rule: PhoneRule): string {
  return phoneCountryMessage(t, rule.picked ?? rule.allowed[0] ?? COUNTRIES[0]!, rule.lang);
}

/** The number to send: its E.164 form when it passes the rule (the form has checked), else as typed with a '+'. */
export function e164Phone(text: string, rule: Pick<PhoneRule, 'picked' | 'allowed'>): string {
  const checked = checkPhone(text, rule);
  return checked.ok ? checked.e164 : withLeadingPlus(text);
}

/**
 * Emails and phone numbers as customers type them (SPEC §5 profile/sign-in rules).
 */

/**
 * The WHATWG form-email pattern, plus a dot in the domain: a customer's address always has one, and it catches
 * the common "name@gmail" slip.
 */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** E.164 allows at most 15 digits; 7 is the shortest national number in use. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export function isEmail(value: string | null | undefined): boolean {
  return EMAIL_RE.test((value ?? '').trim());
}

/** The digits of a phone text, without spaces, dashes, brackets or the plus. */
export function phoneDigitsOf(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** How many digits a phone text holds, ignoring spaces, dashes, brackets and the plus. */
export function digitCount(value: string | null | undefined): number {
  return phoneDigitsOf(value).length;
}

/** Fewest digits a phone must have to prove who someone is (a guest tracking an order, a coupon's guest). */
export const PHONE_PROOF_DIGITS = 10;

/**
 * Whether `given` names the same phone as `stored`, written in any format: how a guest proves an order is theirs.
 * Too short a number proves nothing.
 */
export function isSamePhone(given: string | null | undefined, stored: string | null | undefined): boolean {
  const digits = phoneDigitsOf(given);
  return digits.length >= PHONE_PROOF_DIGITS && digits === phoneDigitsOf(stored);
}

/** SPEC §5 phone input: keep digits, and a '+' only as the first character. ' +7 (701) 12-3' → '+7701123'. */
export function sanitizePhoneInput(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** SPEC §5: a phone gets a leading '+' if it has none. Empty stays empty. */
export function withLeadingPlus(phone: string): string {
  const clean = sanitizePhoneInput(phone);
  if (clean === '' || clean === '+') return '';
  return clean.startsWith('+') ? clean : `+${clean}`;
}

export type ContactType = 'email' | 'phone' | 'invalid';

/**
 * SPEC §5 contact type of an "email or phone" field: anything with '@' must be an email; otherwise digits with
 * the usual separators and an optional leading '+', 7 to 15 digits, is an (international) phone.
 */
export function detectContactType(value: string | null | undefined): ContactType {
  const text = (value ?? '').trim();
  if (text.includes('@')) return isEmail(text) ? 'email' : 'invalid';
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'invalid';
  const digits = digitCount(text);
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? 'phone' : 'invalid';
}

/**
 * The country calling code of an international phone number (ITU-T E.164), for the per-country cap on texts. The
 * codes form a prefix code: +1 and +7 are one digit, the two-digit codes are listed, every other code is three
 * digits (an unassigned three-digit prefix still groups its numbers, which is what a cap needs).
 */
const TWO_DIGIT = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62,
  63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);

/** '+77011234567' → '+7', '+99890…' → '+998', '+4420…' → '+44'; '' for something that is no phone. */
export function callingCode(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  if (digits[0] === '1' || digits[0] === '7') return `+${digits[0]}`;
  const two = digits.slice(0, 2);
  return TWO_DIGIT.has(Number(two)) ? `+${two}` : `+${digits.slice(0, 3)}`;
}

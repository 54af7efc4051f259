/**
 * The checkout contact's rules run (@mart/domain's yup schema): loaded with the first keystroke or the first place,
 * not with the page, so yup is not on the checkout's first screen.
 */
import {
  checkoutContactSchema,
  validateValues,
  type CheckoutContactMessages,
  type CheckoutContactRules,
} from '@mart/domain';
import type { Contact } from './contact';

/** The first message of each field in error; none when the contact passes. */
export function contactErrors(
  values: Contact,
  messages: CheckoutContactMessages,
  rules: CheckoutContactRules,
): Partial<Record<keyof Contact, string>> {
  const result = validateValues(checkoutContactSchema(messages, rules), values);
  return result.ok ? {} : result.errors;
}

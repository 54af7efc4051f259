/** SPEC §5 footer newsletter: one message for empty and invalid alike. */
import { object, string, type InferType } from 'yup';
import { isEmail } from '../contact';
import { translate, type Translate } from '../messages';

export function newsletterSchema(t: Translate = translate) {
  const message = t('newsletterEmailInvalid');
  return object({
    email: string()
      .trim()
      .required(message)
      .test('email', message, (v) => !v || isEmail(v)),
  });
}
export type NewsletterValues = InferType<ReturnType<typeof newsletterSchema>>;

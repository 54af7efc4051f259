import { useTranslation } from '@mart/i18n';
import { FormikField } from '@mart/ui/formik-field';
import { TextInput } from '@mart/ui';

/** The name and e-mail a new account asks for, alike in sign-up and after a first phone sign-in (SPEC §4). */
export function NameEmailFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormikField name="name" label={t('name')}>
        <TextInput autoComplete="name" placeholder={t('namePlaceholder')} />
      </FormikField>
      <FormikField name="email" label={t('email')}>
        <TextInput type="email" autoComplete="email" placeholder={t('emailPlaceholder')} />
      </FormikField>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Formik, useFormikContext, type FormikConfig, type FormikValues } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '@mart/api-client';
import { withLeadingPlus } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button, Card, navigate, Select, StatusPanel, showApiErrors, Title, type SelectOption } from '@mart/ui';
import { FormikField, FormikForm } from '@mart/ui/formik-field';

/**
 * What the store and the deliveryman applications share: the titled card, the form and its submit button, the
 * phone sent with its leading plus, API errors as toasts, and the "under review" panel once the API accepts.
 */
export function RegistrationForm<V extends FormikValues & { phone: string }>({
  title,
  initialValues,
  validationSchema,
  submit,
  children,
}: Pick<FormikConfig<V>, 'initialValues' | 'validationSchema'> & {
  title: string;
  /** sends the application; the answer's message titles the panel that replaces the form */
  submit: (values: V) => Promise<{ message: string }>;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <StatusPanel
        status="info"
        title={done}
        text={t('registration.review')}
        action={{ label: t('common.home'), onClick: () => navigate('/home') }}
      />
    );
  }
  return (
    <Card
      title={
        <Title level={1} className="mart-m-0">
          {title}
        </Title>
      }
    >
      <Formik
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (v) => {
          try {
            const res = await submit({ ...v, phone: withLeadingPlus(v.phone) });
            setDone(res.message);
          } catch (e) {
            showApiErrors(e);
          }
        }}
      >
        {(f) => (
          <FormikForm label={title}>
            {children}
            <Button variant="primary" htmlType="submit" loading={f.isSubmitting} data-testid="registration-submit">
              {t('registration.submit')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Card>
  );
}

/** A choice among `options`, kept as the chosen value's string (an id is made a number again on submit). */
export function ChoiceField({ name, label, options }: { name: string; label: string; options: SelectOption[] }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const value = values[name];
  return (
    <FormikField name={name} label={label}>
      <Select
        value={value === undefined || value === '' ? undefined : String(value)}
        options={options}
        placeholder=""
        onChange={(v) => void setFieldValue(name, v)}
      />
    </FormikField>
  );
}

/** The active zones, for `zone_id`. */
export function ZoneField() {
  const { t } = useTranslation('account');
  const zones = useQuery(zoneQueries.list());
  return (
    <ChoiceField
      name="zone_id"
      label={t('registration.zone')}
      options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
    />
  );
}

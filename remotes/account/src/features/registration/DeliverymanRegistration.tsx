import { useMemo, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { Formik } from 'formik';
import { registrationApi, type DeliverymanRegistration as Body } from '@mart/api-client';
import { deliverymanRegistrationSchema, withLeadingPlus } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField } from '@mart/ui/formik-field';
import { domainT } from '../../common/domain-t';
import { showApiErrors } from '../../common/errors';
import { PersonFields } from './PersonFields';
import { RegistrationDone } from './RegistrationDone';
import { useZones } from './useZones';

const VEHICLES = ['bicycle', 'motorbike', 'car'] as const;
const IDENTITIES = ['passport', 'driving_license', 'nid'] as const;

export function DeliverymanRegistration() {
  const { t } = useTranslation('account');
  const zones = useZones();
  const schema = useMemo(() => deliverymanRegistrationSchema(domainT), []);
  const [done, setDone] = useState<string | null>(null);
  if (done) return <RegistrationDone message={done} />;
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('registration.dmTitle')}
        </Typography.Title>
      }
    >
      <Formik
        initialValues={{
          f_name: '',
          l_name: '',
          email: '',
          phone: '',
          password: '',
          zone_id: undefined as number | undefined,
          vehicle: '',
          identity_type: '',
          identity_number: '',
        }}
        validationSchema={schema}
        onSubmit={async (v) => {
          try {
            const res = await registrationApi.deliveryman({
              ...(v as unknown as Body),
              phone: withLeadingPlus(v.phone),
            });
            setDone(res.message);
          } catch (e) {
            showApiErrors(e);
          }
        }}
      >
        {(f) => (
          <Form layout="vertical" component="div">
            <form onSubmit={f.handleSubmit} noValidate aria-label={t('registration.dmTitle')}>
              <Row gutter={12}>
                <PersonFields />
                <Col xs={24} md={12}>
                  <FormikField name="zone_id" label={t('registration.zone')}>
                    <Select
                      loading={zones.isPending}
                      options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
                    />
                  </FormikField>
                </Col>
                <Col xs={24} md={8}>
                  <FormikField name="vehicle" label={t('registration.vehicle')}>
                    <Select options={VEHICLES.map((v) => ({ value: v, label: t(`registration.vehicles.${v}`) }))} />
                  </FormikField>
                </Col>
                <Col xs={24} md={8}>
                  <FormikField name="identity_type" label={t('registration.identityType')}>
                    <Select options={IDENTITIES.map((v) => ({ value: v, label: t(`registration.identities.${v}`) }))} />
                  </FormikField>
                </Col>
                <Col xs={24} md={8}>
                  <FormikField name="identity_number" label={t('registration.identityNumber')}>
                    <Input />
                  </FormikField>
                </Col>
              </Row>
              <Button type="primary" htmlType="submit" loading={f.isSubmitting} data-testid="registration-submit">
                {t('registration.submit')}
              </Button>
            </form>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

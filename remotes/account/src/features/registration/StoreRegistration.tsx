import { useMemo, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { Formik } from 'formik';
import { registrationApi } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { storeRegistrationSchema, withLeadingPlus } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField } from '@mart/ui/formik-field';
import { domainT } from '../../common/domain-t';
import { showApiErrors } from '../../common/errors';
import { PersonFields } from './PersonFields';
import { RegistrationDone } from './RegistrationDone';
import { useZones } from './useZones';

export function StoreRegistration() {
  const { t } = useTranslation('account');
  const modules = useBusValue('modules').filter((m) => m.module_type !== 'rental' && m.module_type !== 'carmarket');
  const zones = useZones();
  const schema = useMemo(() => storeRegistrationSchema(domainT), []);
  const [done, setDone] = useState<string | null>(null);
  if (done) return <RegistrationDone message={done} />;
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('registration.storeTitle')}
        </Typography.Title>
      }
    >
      <Formik
        initialValues={{
          store_name: '',
          store_address: '',
          module_id: undefined as number | undefined,
          zone_id: undefined as number | undefined,
          tin: '',
          f_name: '',
          l_name: '',
          email: '',
          phone: '',
          password: '',
        }}
        validationSchema={schema}
        onSubmit={async (v) => {
          try {
            const res = await registrationApi.store({
              ...v,
              module_id: v.module_id!,
              zone_id: v.zone_id!,
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
            <form onSubmit={f.handleSubmit} noValidate aria-label={t('registration.storeTitle')}>
              <Typography.Title level={3}>{t('registration.storeInfo')}</Typography.Title>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <FormikField name="store_name" label={t('registration.storeName')}>
                    <Input />
                  </FormikField>
                </Col>
                <Col xs={24} md={12}>
                  <FormikField name="store_address" label={t('addresses.address')}>
                    <Input />
                  </FormikField>
                </Col>
                <Col xs={24} md={8}>
                  <FormikField name="module_id" label={t('registration.module')}>
                    <Select options={modules.map((m) => ({ value: m.id, label: m.module_name }))} />
                  </FormikField>
                </Col>
                <Col xs={24} md={8}>
                  <FormikField name="zone_id" label={t('registration.zone')}>
                    <Select
                      loading={zones.isPending}
                      options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
                    />
                  </FormikField>
                </Col>
                <Col xs={24} md={8}>
                  <FormikField name="tin" label={t('registration.tin')}>
                    <Input />
                  </FormikField>
                </Col>
              </Row>
              <Typography.Title level={3}>{t('registration.owner')}</Typography.Title>
              <Row gutter={12}>
                <PersonFields />
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

import { useMemo } from 'react';
import { Col, Input, Row, Select, Typography } from 'antd';
import { registrationApi } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { storeRegistrationSchema } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField } from '@mart/ui/formik-field';
import { domainT } from '@mart/ui';
import { PERSON_VALUES, PersonFields } from './PersonFields';
import { RegistrationForm, ZoneField } from './RegistrationForm';

export function StoreRegistration() {
  const { t } = useTranslation('account');
  const modules = useBusValue('modules').filter((m) => m.module_type !== 'rental' && m.module_type !== 'carmarket');
  const schema = useMemo(() => storeRegistrationSchema(domainT), []);
  return (
    <RegistrationForm
      title={t('registration.storeTitle')}
      initialValues={{
        store_name: '',
        store_address: '',
        module_id: undefined as number | undefined,
        zone_id: undefined as number | undefined,
        tin: '',
        ...PERSON_VALUES,
      }}
      validationSchema={schema}
      submit={(v) => registrationApi.store({ ...v, module_id: v.module_id!, zone_id: v.zone_id! })}
    >
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
          <ZoneField />
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
    </RegistrationForm>
  );
}

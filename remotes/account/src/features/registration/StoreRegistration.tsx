import { useMemo } from 'react';
import { registrationApi } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { storeRegistrationSchema } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField } from '@mart/ui/formik-field';
import { Col, domainT, Row, TextInput, Title } from '@mart/ui';
import { PERSON_VALUES, PersonFields } from './PersonFields';
import { ChoiceField, RegistrationForm, ZoneField } from './RegistrationForm';

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
      submit={(v) => registrationApi.store({ ...v, module_id: Number(v.module_id), zone_id: Number(v.zone_id) })}
    >
      <Title level={3}>{t('registration.storeInfo')}</Title>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <FormikField name="store_name" label={t('registration.storeName')}>
            <TextInput />
          </FormikField>
        </Col>
        <Col xs={24} md={12}>
          <FormikField name="store_address" label={t('addresses.address')}>
            <TextInput />
          </FormikField>
        </Col>
        <Col xs={24} md={8}>
          <ChoiceField
            name="module_id"
            label={t('registration.module')}
            options={modules.map((m) => ({ value: m.id, label: m.module_name }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <ZoneField />
        </Col>
        <Col xs={24} md={8}>
          <FormikField name="tin" label={t('registration.tin')}>
            <TextInput />
          </FormikField>
        </Col>
      </Row>
      <Title level={3}>{t('registration.owner')}</Title>
      <Row gutter={12}>
        <PersonFields />
      </Row>
    </RegistrationForm>
  );
}

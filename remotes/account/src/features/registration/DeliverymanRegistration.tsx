import { useMemo } from 'react';
import { registrationApi, type DeliverymanRegistration as Body } from '@mart/api-client';
import { deliverymanRegistrationSchema } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField } from '@mart/ui/formik-field';
import { Col, domainT, Row, TextInput } from '@mart/ui';
import { PERSON_VALUES, PersonFields } from './PersonFields';
import { ChoiceField, RegistrationForm, ZoneField } from './RegistrationForm';

const VEHICLES = ['bicycle', 'motorbike', 'car'] as const;
const IDENTITIES = ['passport', 'driving_license', 'nid'] as const;

export function DeliverymanRegistration() {
  const { t } = useTranslation('account');
  const schema = useMemo(() => deliverymanRegistrationSchema(domainT), []);
  return (
    <RegistrationForm
      title={t('registration.dmTitle')}
      initialValues={{
        ...PERSON_VALUES,
        zone_id: undefined as number | undefined,
        vehicle: '',
        identity_type: '',
        identity_number: '',
      }}
      validationSchema={schema}
      submit={(v) => registrationApi.deliveryman({ ...v, zone_id: Number(v.zone_id) } as unknown as Body)}
    >
      <Row gutter={12}>
        <PersonFields />
        <Col xs={24} md={12}>
          <ZoneField />
        </Col>
        <Col xs={24} md={8}>
          <ChoiceField
            name="vehicle"
            label={t('registration.vehicle')}
            options={VEHICLES.map((v) => ({ value: v, label: t(`registration.vehicles.${v}`) }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <ChoiceField
            name="identity_type"
            label={t('registration.identityType')}
            options={IDENTITIES.map((v) => ({ value: v, label: t(`registration.identities.${v}`) }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <FormikField name="identity_number" label={t('registration.identityNumber')}>
            <TextInput />
          </FormikField>
        </Col>
      </Row>
    </RegistrationForm>
  );
}

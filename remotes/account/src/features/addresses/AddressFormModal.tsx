import { useId, useMemo, useState } from 'react';
import { Button, Col, Input, Radio, Row, Space } from 'antd';
import { Formik } from 'formik';
import { addressApi, geoApi, type Address, type AddressInput } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { addressSchema, sanitizePhoneInput } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { domainT, Modal, showApiErrors, toast } from '@mart/ui';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { LazyMapPicker } from './LazyMapPicker';
import type { LatLng } from './MapPicker';
import { PlaceSearch } from './PlaceSearch';

const TYPES = ['Home', 'Office', 'other'] as const;
const FALLBACK_CENTER = { lat: 43.238949, lng: 76.889709 };

/** SPEC §2 address popup: map, place search, label home/office/other (a custom label only for other). */
export function AddressFormModal({
  address,
  onSaved,
  onClose,
}: {
  address: Address | null;
  onSaved: (a: Address) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  // the address type's label names its radio group (the kit's field has no control to tie it to by `for`)
  const formId = useId();
  const config = useBusValue('config');
  const profile = useBusValue('auth').profile;
  const location = useBusValue('location');
  const schema = useMemo(() => addressSchema(domainT), []);
  const defaultLocation = (config?.default_location as LatLng | undefined) ?? FALLBACK_CENTER;
  const [point, setPoint] = useState<LatLng>(
    address
      ? { lat: address.latitude, lng: address.longitude }
      : location
        ? { lat: location.lat, lng: location.lng }
        : defaultLocation,
  );
  const known = address && TYPES.includes(address.address_type as (typeof TYPES)[number]);
  const initial = {
    address: address?.address ?? location?.address ?? '',
    contact_person_name: address?.contact_person_name ?? [profile?.f_name, profile?.l_name].filter(Boolean).join(' '),
    contact_person_number: address?.contact_person_number ?? profile?.phone ?? '',
    address_type: address ? (known ? address.address_type : 'other') : 'Home',
    address_label: address?.address_label ?? (address && !known ? address.address_type : ''),
    road: address?.road ?? '',
    house: address?.house ?? '',
    floor: address?.floor ?? '',
    additional_information: address?.additional_information ?? '',
  };

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={720}
      centered
      title={address ? t('addresses.edit') : t('addresses.add')}
      destroyOnHidden
    >
      <Formik
        initialValues={initial}
        validationSchema={schema}
        onSubmit={async (v) => {
          // SPEC §4: the label (only with type other) replaces address_type
          const label = v.address_type === 'other' && v.address_label?.trim() ? v.address_label.trim() : null;
          const body: AddressInput = { ...v, address_label: label, latitude: point.lat, longitude: point.lng };
          try {
            const res = address ? await addressApi.update(address.id, body) : await addressApi.add(body);
            toast.success(res.message);
            onSaved(res.address);
          } catch (e) {
            showApiErrors(e);
          }
        }}
      >
        {(f) => (
          <FormikForm label={address ? t('addresses.edit') : t('addresses.add')}>
            <Space orientation="vertical" className="mart-full mart-mb-12">
              <PlaceSearch
                onPick={(p) => {
                  setPoint({ lat: p.lat, lng: p.lng });
                  void f.setFieldValue('address', p.address);
                }}
              />
              <LazyMapPicker
                center={point}
                onMove={(p) => {
                  setPoint(p);
                  geoApi
                    .geocode(p.lat, p.lng)
                    .then((r) => r.results[0] && void f.setFieldValue('address', r.results[0].formatted_address))
                    .catch(() => undefined); // the typed address stays when reverse geocoding has nothing
                }}
              />
            </Space>
            <FormikField name="address" label={t('addresses.address')}>
              <Input />
            </FormikField>
            <div className="mart-field">
              <span id={`${formId}-type`} className="mart-field__label">
                {t('addresses.label')}
              </span>
              <Radio.Group
                aria-labelledby={`${formId}-type`}
                value={f.values.address_type}
                onChange={(e) => void f.setFieldValue('address_type', e.target.value)}
                optionType="button"
                options={TYPES.map((x) => ({ value: x, label: t(`addresses.type.${x}`) }))}
              />
            </div>
            {f.values.address_type === 'other' && (
              <FormikField name="address_label" label={t('addresses.customLabel')}>
                <Input />
              </FormikField>
            )}
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <FormikField name="contact_person_name" label={t('addresses.contactName')}>
                  <Input autoComplete="name" />
                </FormikField>
              </Col>
              <Col xs={24} md={12}>
                <FormikField
                  name="contact_person_number"
                  label={t('addresses.contactPhone')}
                  parse={sanitizePhoneInput}
                >
                  <Input type="tel" autoComplete="tel" />
                </FormikField>
              </Col>
              <Col xs={24} md={8}>
                <FormikField name="road" label={t('addresses.street')}>
                  <Input />
                </FormikField>
              </Col>
              <Col xs={12} md={8}>
                <FormikField name="house" label={t('addresses.house')}>
                  <Input />
                </FormikField>
              </Col>
              <Col xs={12} md={8}>
                <FormikField name="floor" label={t('addresses.floor')}>
                  <Input />
                </FormikField>
              </Col>
            </Row>
            <Space className="mart-full mart-end">
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={f.isSubmitting} data-testid="address-save">
                {t('common.save')}
              </Button>
            </Space>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}

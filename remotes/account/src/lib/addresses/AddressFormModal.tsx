import { useMemo, useState } from 'react';
import { Formik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import {
  addressApi,
  geoApi,
  keepGuestAddress,
  readGuestAddress,
  zoneQueries,
  type Address,
  type GuestAddress,
} from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { ADDITIONAL_INFO_MAX, ADDRESS_TYPES, addressSchema, sanitizePhoneInput } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { MapLoading } from '@mart/maps';
import {
  Button,
  Col,
  domainT,
  Modal,
  RadioGroup,
  Row,
  showApiErrors,
  Stack,
  TextArea,
  TextInput,
  toast,
} from '@mart/ui';
import { CountryPhoneInput, useStoredPhone } from '@mart/ui/country-phone';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { LazyMapPicker } from './LazyMapPicker';
import type { LatLng } from './MapPicker';
import { PlaceSearch } from './PlaceSearch';

const FALLBACK_CENTER = { lat: 43.238949, lng: 76.889709 };
const MAP_HEIGHT = 280;

/** What the form saved: a signed-in customer's address (the API's), or a guest's kept on this device. */
export type SavedAddress = { kind: 'account'; address: Address } | { kind: 'guest'; address: GuestAddress };

/**
 * SPEC §2 address popup: map (with the zone's outline), place search, label home/office/other (a custom label only
 * for other), the contact with its country code, the courier's note. SPEC §4 submit: signed in editing: update;
 * signed in new: add; guest: stored locally, modal closes (no address call: the server keeps no guest addresses).
 */
export function AddressFormModal({
  address,
  onSaved,
  onClose,
}: {
  /** the saved address being edited (signed in); null: a new one, or the guest's kept one */
  address: Address | null;
  onSaved: (saved: SavedAddress) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  // the address type's label names its radio group (the kit's field has no control to tie it to by `for`)
  const config = useBusValue('config');
  const { token, profile } = useBusValue('auth');
  const guest = !token;
  const location = useBusValue('location');
  const [kept] = useState(() => (guest ? readGuestAddress() : null));
  const defaultLocation = (config?.default_location as LatLng | undefined) ?? FALLBACK_CENTER;
  const from = address ?? kept;
  const [point, setPoint] = useState<LatLng>(
    from?.latitude !== undefined && from.longitude !== undefined
      ? { lat: from.latitude, lng: from.longitude }
      : location
        ? { lat: location.lat, lng: location.lng }
        : defaultLocation,
  );
  // SPEC §2/§9: the map opens on the outline of the zone the address is in, at zoom 9 (MapPicker)
  const [start] = useState(point);
  const outline = useQuery(zoneQueries.outlineAt(start));
  const phone = useStoredPhone(from?.contact_person_number ?? profile?.phone ?? '');
  // the courier calls this number: a mobile of the site's countries, as the API checks it (issue 40.7)
  const schema = useMemo(() => addressSchema(domainT, phone.rule), [phone.rule]);
  const type = from?.address_type ?? 'Home';
  const known = (ADDRESS_TYPES as readonly string[]).includes(type);
  const initial = {
    address: from?.address || location?.address || '',
    contact_person_name: from?.contact_person_name || [profile?.f_name, profile?.l_name].filter(Boolean).join(' '),
    contact_person_number: phone.initial,
    contact_person_email: kept?.contact_person_email ?? '',
    address_type: known ? type : 'other',
    address_label: from?.address_label ?? (known ? '' : type),
    road: from?.road ?? '',
    house: from?.house ?? '',
    floor: from?.floor ?? '',
    additional_information: from?.additional_information ?? '',
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
          const fields = {
            ...v,
            contact_person_number: phone.international(v.contact_person_number),
            additional_information: v.additional_information.trim() || null,
            address_label: label,
            latitude: point.lat,
            longitude: point.lng,
          };
          if (guest) {
            const stored = keepGuestAddress({
              ...fields,
              additional_information: fields.additional_information ?? '',
            });
            toast.success(t('addresses.guestSaved'));
            onSaved({ kind: 'guest', address: stored });
            return;
          }
          const { contact_person_email: _guestOnly, ...body } = fields;
          try {
            const res = address ? await addressApi.update(address.id, body) : await addressApi.add(body);
            toast.success(res.message);
            onSaved({ kind: 'account', address: res.address });
          } catch (e) {
            showApiErrors(e);
          }
        }}
      >
        {(f) => (
          <FormikForm label={address ? t('addresses.edit') : t('addresses.add')}>
            <Stack direction="vertical" className="mart-full mart-mb-12">
              <PlaceSearch
                onPick={(p) => {
                  setPoint({ lat: p.lat, lng: p.lng });
                  void f.setFieldValue('address', p.address);
                }}
              />
              {outline.isPending ? (
                <MapLoading height={MAP_HEIGHT} />
              ) : (
                <LazyMapPicker
                  center={point}
                  polygon={outline.data ?? undefined}
                  onMove={(p) => {
                    setPoint(p);
                    geoApi
                      .geocode(p.lat, p.lng)
                      .then((r) => r.results[0] && void f.setFieldValue('address', r.results[0].formatted_address))
                      .catch(() => undefined); // the typed address stays when reverse geocoding has nothing
                  }}
                />
              )}
            </Stack>
            <FormikField name="address" label={t('addresses.address')}>
              <TextInput />
            </FormikField>
            <div className="mart-field">
              {/* the group's name is its aria-label: this is the same words, seen */}
              <span className="mart-field__label" aria-hidden>
                {t('addresses.label')}
              </span>
              <RadioGroup
                label={t('addresses.label')}
                value={f.values.address_type}
                onChange={(v) => void f.setFieldValue('address_type', v)}
                buttons
                options={ADDRESS_TYPES.map((x) => ({ value: x, label: t(`addresses.type.${x}`) }))}
              />
            </div>
            {f.values.address_type === 'other' && (
              <FormikField name="address_label" label={t('addresses.customLabel')}>
                <TextInput />
              </FormikField>
            )}
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <FormikField name="contact_person_name" label={t('addresses.contactName')}>
                  <TextInput autoComplete="name" />
                </FormikField>
              </Col>
              <Col xs={24} md={12}>
                {phone.picker ? (
                  <FormikField name="contact_person_number" label={t('addresses.contactPhone')}>
                    <CountryPhoneInput picker country={phone.country} onCountryChange={phone.setCountry} />
                  </FormikField>
                ) : (
                  <FormikField
                    name="contact_person_number"
                    label={t('addresses.contactPhone')}
                    parse={sanitizePhoneInput}
                  >
                    <TextInput type="tel" autoComplete="tel" />
                  </FormikField>
                )}
              </Col>
              {guest && (
                <Col xs={24}>
                  {/* SPEC §3: contact_person_email is the guest's only */}
                  <FormikField name="contact_person_email" label={t('addresses.email')}>
                    <TextInput type="email" autoComplete="email" inputMode="email" />
                  </FormikField>
                </Col>
              )}
              <Col xs={24} md={8}>
                <FormikField name="road" label={t('addresses.street')}>
                  <TextInput />
                </FormikField>
              </Col>
              <Col xs={12} md={8}>
                <FormikField name="house" label={t('addresses.house')}>
                  <TextInput />
                </FormikField>
              </Col>
              <Col xs={12} md={8}>
                <FormikField name="floor" label={t('addresses.floor')}>
                  <TextInput />
                </FormikField>
              </Col>
              <Col xs={24}>
                <FormikField name="additional_information" label={t('addresses.additionalInfo')}>
                  <TextArea
                    value={f.values.additional_information}
                    maxLength={ADDITIONAL_INFO_MAX}
                    showCount
                    placeholder={t('addresses.additionalInfoHint')}
                  />
                </FormikField>
              </Col>
            </Row>
            <Stack justify="end" className="mart-full">
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button variant="primary" htmlType="submit" loading={f.isSubmitting} data-testid="address-save">
                {t('common.save')}
              </Button>
            </Stack>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}

import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { ApiError, type PaymentMethodValue, errorMessage, requestKeys } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Button, Card, Col, navigate, PageFrame, RadioGroup, Row, Stack, TextInput, toast } from '@mart/ui';
import { CountryPhoneInput } from '@mart/ui/country-phone';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { TripCartContent } from '../../lib/cart/TripCartContent';
import { useFlavour } from '../../FlavourContext';
import { useSetCart, useVehicleCart } from '../../lib/cart/useCart';
import { keepTripContact, useGuestTripContact, type TripContact } from './guest-contact';

/** Booking and payment: guest prompt (Guest, Login, Sign Up) when signed out and guest checkout is on. */
export function CheckoutPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const auth = useBusValue('auth');
  const config = useBusValue('config');
  const { cart } = useVehicleCart(flavour);
  const setCart = useSetCart(flavour);
  const [asGuest, setAsGuest] = useState(false);
  const [method, setMethod] = useState<PaymentMethodValue>('cash_on_delivery');
  const [busy, setBusy] = useState(false);
  // the server's refusal when the cart's vehicles are not free for its time; cleared once the trip is changed
  const [unavailable, setUnavailable] = useState<string | null>(null);
  // one key per distinct booking request: a double click or a retry after a network error books once, a changed
  // request (payment method, contact, the trip in the cart) gets a new key (the server refuses a key sent again
  // with another request)
  const keys = useRef(requestKeys());
  const signedIn = Boolean(auth.token);
  const guestAllowed = config?.guest_checkout_status === 1;
  const walletOn = Number(config?.customer_wallet_status ?? 0) === 1;
  // a guest's contact: the store checkout's rules and kept contact, the site's phone country (guest-contact.ts)
  const guest = useGuestTripContact();

  async function book(values: TripContact) {
    setBusy(true);
    // a signed-in customer's trip is booked with the account's contact
    const contact = signedIn ? null : guest.toBook(values);
    try {
      const request = {
        payment_method: method,
        contact_person_name: contact?.contact_person_name,
        contact_person_number: contact?.contact_person_number,
        contact_person_email: contact?.contact_person_email || undefined,
        // absolute on this page's origin (one of the API's CORS_ORIGINS): a path would return to the primary one
        callback: `${window.location.origin}${signedIn ? `/my-trips?flavour=${flavour.key}` : '/track-order'}`,
      };
      // the trip in the cart is part of what is booked, though the body does not carry it
      const inCart = { lines: cart?.carts.map((l) => [l.id, l.quantity]), details: cart?.user_data };
      const trip = await flavour.api.book(request, keys.current.keyFor({ ...request, flavour: flavour.key, inCart }));
      setCart({ carts: [], user_data: null, price: null });
      if (contact) keepTripContact(contact);
      if (trip.redirect_link) {
        window.location.assign(trip.redirect_link);
        return;
      }
      toast.success(t('checkout.booked'));
      // a guest has no trip history (SPEC §1): Track Trip follows the new trip (this browser's guest id is the proof)
      navigate(signedIn ? `/my-trips?flavour=${flavour.key}&trip_id=${trip.id}` : `/track-order?trip_id=${trip.id}`);
    } catch (e) {
      const first = e instanceof ApiError ? e.errors[0] : undefined;
      if (first?.code === 'vehicle_unavailable') setUnavailable(first.message);
      else toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const canBook = signedIn || (guestAllowed && asGuest);
  return (
    <PageFrame width="large" title={t('checkout.title')} data-testid="vehicle-checkout">
      <Row gutter={24}>
        <Col xs={24} md={14}>
          {!signedIn && !asGuest && (
            <Card
              title={t('checkout.whoTitle')}
              role="dialog"
              aria-label={t('checkout.whoTitle')}
              data-testid="guest-prompt"
            >
              <Stack gap={8} wrap>
                {guestAllowed && (
                  <Button variant="primary" onClick={() => setAsGuest(true)}>
                    {t('checkout.guest')}
                  </Button>
                )}
                <Button onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}>
                  {t('checkout.login')}
                </Button>
                <Button onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-up' })}>
                  {t('checkout.signUp')}
                </Button>
              </Stack>
            </Card>
          )}
          {canBook && cart.carts.length > 0 && (
            <Card title={t('checkout.payment')}>
              <Formik
                initialValues={guest.initial}
                validationSchema={signedIn ? undefined : guest.schema}
                onSubmit={book}
              >
                <FormikForm label={t('checkout.payment')}>
                  {!signedIn && (
                    <>
                      <FormikField name="contact_person_name" label={t('checkout.name')} required>
                        <TextInput autoComplete="name" />
                      </FormikField>
                      <FormikField name="contact_person_number" label={t('checkout.phone')} required>
                        {guest.phone.picker ? (
                          <CountryPhoneInput
                            picker
                            country={guest.phone.country}
                            onCountryChange={guest.phone.setCountry}
                          />
                        ) : (
                          <TextInput type="tel" autoComplete="tel" inputMode="tel" />
                        )}
                      </FormikField>
                      <FormikField name="contact_person_email" label={t('checkout.email')}>
                        <TextInput type="email" autoComplete="email" inputMode="email" />
                      </FormikField>
                    </>
                  )}
                  <div className="mart-field">
                    <span id="vehicle-pay-method" className="mart-field__label">
                      {t('checkout.method')}
                    </span>
                    <RadioGroup
                      label={t('checkout.method')}
                      vertical
                      value={method}
                      onChange={setMethod}
                      options={[
                        { value: 'cash_on_delivery', label: t('checkout.cash') },
                        ...(signedIn && walletOn ? [{ value: 'wallet' as const, label: t('checkout.wallet') }] : []),
                        { value: 'digital_payment', label: t('checkout.digital') },
                      ]}
                    />
                  </div>
                  <Button variant="primary" htmlType="submit" size="large" loading={busy} block>
                    {t('checkout.book')}
                  </Button>
                </FormikForm>
              </Formik>
            </Card>
          )}
        </Col>
        <Col xs={24} md={10}>
          <Card>
            <TripCartContent
              flavour={flavour}
              showContinue={false}
              unavailable={unavailable}
              onTripChanged={() => setUnavailable(null)}
            />
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}

/** Placing the order (SPEC §6): the request from the quoted order and the typed contact, and "Save this Address". */
import {
  addressApi,
  addressQueries,
  errorMessage,
  type OrderQuoteInput,
  type PaymentMethod,
  type PlaceOrderInput,
} from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { Contact } from './contact';

export interface PlaceChoices {
  payment: PaymentMethod;
  /** the site's payment methods (config.active_payment_method_list) */
  methods: readonly { gateway: string }[];
  note: string;
  scheduleAt: string | null;
  prescriptionIds: string[];
  /** the quoted total the customer saw: the server refuses the order if it has changed since */
  orderAmount: number;
}

/** `values` has the international phone already (the picker's code joined to the typed number). */
export function placeOrderRequest(quoted: OrderQuoteInput, values: Contact, c: PlaceChoices): PlaceOrderInput {
  const gateway =
    c.payment === 'digital_payment'
      ? c.methods.find((m) => !['cash_on_delivery', 'wallet'].includes(m.gateway))?.gateway
      : undefined;
  return {
    ...quoted,
    address: quoted.address && {
      ...quoted.address,
      address: values.address,
      contact_person_name: values.contact_person_name,
      contact_person_number: values.contact_person_number,
      contact_person_email: values.contact_person_email || null,
      road: values.road,
      house: values.house,
      floor: values.floor,
      additional_information: values.additional_information.trim() || null,
    },
    contact_phone: values.contact_person_number,
    payment_method: c.payment,
    payment_gateway: gateway,
    callback: `${window.location.origin}/checkout?page=success`,
    order_note: c.note || null,
    schedule_at: c.scheduleAt ? new Date(c.scheduleAt).toISOString() : null,
    prescription_ids: c.prescriptionIds,
    order_amount: c.orderAmount,
  };
}

/**
 * "Save this Address" after the order is placed: the typed address in the customer's address book, at the point
 * the order goes to. A failure here must not hide the order that was placed, so it is a toast only.
 */
export function useSaveAddress() {
  const { t } = useTranslation('store');
  const queryClient = useQueryClient();
  return async (values: Contact, point: { latitude: number; longitude: number }) => {
    try {
      await addToAddressBook(values, point);
      await queryClient.invalidateQueries({ queryKey: addressQueries.all });
      toast.success(t('checkout.addressSaved'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
}

function addToAddressBook(values: Contact, point: { latitude: number; longitude: number }) {
  return addressApi.add({
    address: values.address,
    contact_person_name: values.contact_person_name,
    contact_person_number: values.contact_person_number,
    address_type: 'Home',
    latitude: point.latitude,
    longitude: point.longitude,
    road: values.road || null,
    house: values.house || null,
    floor: values.floor || null,
    additional_information: values.additional_information.trim() || null,
  });
}

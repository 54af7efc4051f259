import { countryByIso } from '../countries';
import { ADDITIONAL_INFO_MAX, checkoutContactSchema, type CheckoutContactMessages } from './checkout';
import { validateValues } from './validate';

const m: CheckoutContactMessages = {
  addressRequired: 'address?',
  nameRequired: 'name?',
  phoneRequired: 'phone?',
  phoneCountry: 'country?',
  emailInvalid: 'email?',
};
const KG = countryByIso('KG')!;
const KZ = countryByIso('KZ')!;
/** a Kyrgyz number after the picked code; a Kazakh-only site's numbers typed whole */
const pickedKg = { picked: KG, allowed: [KG] };
const kazakhOnly = { picked: null, allowed: [KZ] };
const contact = {
  address: 'Абая 1',
  contact_person_name: 'Айбек',
  contact_person_number: '555123456',
  contact_person_email: '',
  additional_information: '',
};
const check = (values: Record<string, unknown>, rules: Parameters<typeof checkoutContactSchema>[1]) =>
  validateValues(checkoutContactSchema(m, rules), values);

test('a delivery needs the address, the name and the phone; blanks do not count', () => {
  const r = check(
    { address: ' ', contact_person_name: '  ', contact_person_number: '' },
    { delivery: true, guest: false, phone: pickedKg },
  );
  expect(r).toEqual({
    ok: false,
    errors: { address: 'address?', contact_person_name: 'name?', contact_person_number: 'phone?' },
  });
});

test('take-away asks no address', () => {
  expect(check({ ...contact, address: '' }, { delivery: false, guest: false, phone: pickedKg }).ok).toBe(true);
});

test('the number is a mobile number of the picked country, or of the site’s (issue 40.7)', () => {
  const rules = { delivery: true, guest: false, phone: pickedKg };
  expect(check({ ...contact, contact_person_number: '55512345' }, rules)).toEqual({
    ok: false,
    errors: { contact_person_number: 'country?' },
  });
  expect(check(contact, rules).ok).toBe(true);
  // without the picker the number is typed whole: a Russian mobile is no Kazakh one
  const kz = { ...rules, phone: kazakhOnly };
  expect(check({ ...contact, contact_person_number: '+7 701 123 45 67' }, kz).ok).toBe(true);
  expect(check({ ...contact, contact_person_number: '+7 916 123 45 67' }, kz).ok).toBe(false);
});

test('a guest’s email is optional but must be an email; a signed-in customer gives none', () => {
  const guest = { delivery: true, guest: true, phone: pickedKg };
  expect(check(contact, guest).ok).toBe(true);
  expect(check({ ...contact, contact_person_email: 'name@gmail' }, guest)).toEqual({
    ok: false,
    errors: { contact_person_email: 'email?' },
  });
  expect(check({ ...contact, contact_person_email: ' ali@mail.kz ' }, guest).ok).toBe(true);
});

test('the courier’s note is at most what the API keeps', () => {
  const rules = { delivery: true, guest: false, phone: pickedKg };
  expect(check({ ...contact, additional_information: 'x'.repeat(ADDITIONAL_INFO_MAX) }, rules).ok).toBe(true);
  expect(check({ ...contact, additional_information: 'x'.repeat(ADDITIONAL_INFO_MAX + 1) }, rules).ok).toBe(false);
});

import { deliverymanRegistrationSchema, storeRegistrationSchema } from './registration';
import { validateValues } from './validate';

const errorsOf = (schema: Parameters<typeof validateValues>[0], values: unknown) => {
  const r = validateValues(schema, values);
  return r.ok ? {} : r.errors;
};
const owner = { f_name: 'Aida', email: 'aida@mail.kz', phone: '+77011234567', password: 'secret1' };

describe('store registration', () => {
  test('every required field', () => {
    expect(errorsOf(storeRegistrationSchema(), {})).toEqual({
      store_name: 'Store name is required',
      store_address: 'Address is required',
      module_id: 'Please select a module',
      zone_id: 'Please select a zone',
      f_name: 'First name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
    });
  });

  test('valid application; owner rules as sign-up', () => {
    const ok = { ...owner, store_name: 'Shop', store_address: 'Abay 1', module_id: 1, zone_id: 2 };
    expect(errorsOf(storeRegistrationSchema(), ok)).toEqual({});
    expect(errorsOf(storeRegistrationSchema(), { ...ok, phone: '12345', password: '123' })).toEqual({
      phone: 'Phone number must be at least 10 digits',
      password: 'Password is too short - should be 6 chars minimum.',
    });
  });
});

describe('deliveryman registration', () => {
  test('every required field', () => {
    expect(errorsOf(deliverymanRegistrationSchema(), owner)).toEqual({
      zone_id: 'Please select a zone',
      vehicle: 'Please select a vehicle',
      identity_type: 'Identity document is required',
      identity_number: 'Identity document is required',
    });
  });

  test('valid application', () => {
    const ok = { ...owner, zone_id: 1, vehicle: 'car', identity_type: 'passport', identity_number: 'N123' };
    expect(errorsOf(deliverymanRegistrationSchema(), ok)).toEqual({});
  });
});

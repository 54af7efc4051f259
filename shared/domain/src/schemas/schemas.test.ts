import { countryByIso } from '../countries';
import { MESSAGES, type MessageKey, type MessageParams } from '../messages';
import {
  addFundSchema,
  addressSchema,
  canSubmitAddFund,
  forgotPasswordEmailSchema,
  forgotPasswordPhoneSchema,
  isResetCodeComplete,
  namePhoneEmailSchema,
  newPasswordSchema,
  newsletterSchema,
  otpSignInSchema,
  profileSchema,
  resetCodeSchema,
  signInSchema,
  signUpSchema,
  validateValues,
} from './index';

const errorsOf = (schema: Parameters<typeof validateValues>[0], values: unknown) => {
  const r = validateValues(schema, values);
  return r.ok ? {} : r.errors;
};

describe('sign-in', () => {
  test.each([
    ['empty', {}, { email_or_phone: 'Email or phone number is required', password: 'Password is required' }],
    [
      'empty strings',
      { email_or_phone: '', password: '' },
      { email_or_phone: 'Email or phone number is required', password: 'Password is required' },
    ],
    [
      'not an email or phone',
      { email_or_phone: 'aida@', password: 'secret1' },
      { email_or_phone: 'Must be a valid email or phone number' },
    ],
    [
      '5-char password',
      { email_or_phone: 'a@b.kz', password: '12345' },
      { password: 'Password is too short - should be 6 chars minimum.' },
    ],
    ['email and 6 chars', { email_or_phone: 'a@b.kz', password: '123456' }, {}],
    ['international phone', { email_or_phone: '+7 701 123 45 67', password: '123456' }, {}],
  ])('%s', (_name, values, errors) => {
    expect(errorsOf(signInSchema(), values)).toEqual(errors);
  });

  test.each([
    ['empty', { phone: '' }, { phone: 'Please give a phone number' }],
    ['9 digits', { phone: '701123456' }, { phone: 'Number must be 10 digits' }],
    ['10 digits', { phone: '7011234567' }, {}],
    ['+7 and 10 more digits', { phone: '+77011234567' }, {}],
  ])('OTP sign-in: %s', (_name, values, errors) => {
    expect(errorsOf(otpSignInSchema(), values)).toEqual(errors);
  });
});

describe('sign-up', () => {
  const valid = {
    name: 'Aida',
    email: 'aida@mail.kz',
    phone: '+77011234567',
    password: 'secret1',
    confirm_password: 'secret1',
    terms: true,
  };

  test('valid without a referral code; the optional code is kept', () => {
    expect(errorsOf(signUpSchema(), valid)).toEqual({});
    const r = validateValues(signUpSchema(), { ...valid, ref_code: ' ABC ' });
    expect(r.ok && r.value.ref_code).toBe('ABC');
  });

  test('everything missing', () => {
    expect(errorsOf(signUpSchema(), {})).toEqual({
      name: 'First name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirm_password: 'No Confirm Password provided.',
      terms: 'You must accept the terms and conditions',
    });
  });

  test.each([
    ['terms not accepted', { terms: false }, { terms: 'You must accept the terms and conditions' }],
    ['passwords differ', { confirm_password: 'secret2' }, { confirm_password: 'Passwords must match' }],
    ['invalid email', { email: 'aida@mail' }, { email: 'Must be a valid email' }],
    [
      'email of 256 characters',
      { email: `${'a'.repeat(248)}@mail.kz` },
      { email: 'Email must be at most 255 characters' },
    ],
    ['9-digit phone', { phone: '701123456' }, { phone: 'Phone number must be at least 10 digits' }],
    [
      'short password',
      { password: '12345', confirm_password: '12345' },
      { password: 'Password is too short - should be 6 chars minimum.' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf(signUpSchema(), { ...valid, ...change })).toEqual(errors);
  });

  test('an email of exactly 255 characters passes', () => {
    expect(errorsOf(signUpSchema(), { ...valid, email: `${'a'.repeat(247)}@mail.kz` })).toEqual({});
  });
});

describe('forgot password', () => {
  test.each([
    ['empty', '', 'Please provide a phone number'],
    ['9 digits', '701123456', 'Phone number must be exactly 10 digits'],
    ['11 digits', '77011234567', 'Phone number must be exactly 10 digits'],
    ['10 digits', '7011234567', undefined],
    ['10 digits with spaces', '701 123 45 67', undefined],
  ])('phone: %s', (_name, phone, message) => {
    expect(errorsOf(forgotPasswordPhoneSchema(), { phone }).phone).toBe(message);
  });

  test('with a country, the number after its code is checked as its mobile number (issue 40.7)', () => {
    const rule = (iso: string) => ({ picked: countryByIso(iso)!, allowed: [countryByIso(iso)!], lang: 'en' });
    const kz = forgotPasswordPhoneSchema(undefined, rule('KZ'));
    const kg = forgotPasswordPhoneSchema(undefined, rule('KG'));
    expect(errorsOf(kz, { phone: '701 123 45 67' }).phone).toBeUndefined();
    // a length of ten digits is not enough: a wrong operator code, a Russian number
    expect(errorsOf(kz, { phone: '7991234567' }).phone).toBe('Enter a valid mobile number of Kazakhstan');
    expect(errorsOf(kz, { phone: '9161234567' }).phone).toBe('Enter a valid mobile number of Kazakhstan');
    // a wrong length says the SPEC's length first
    expect(errorsOf(kz, { phone: '701123456' }).phone).toBe('Phone number must be exactly 10 digits');
    expect(errorsOf(kg, { phone: '555123456' }).phone).toBeUndefined();
    expect(errorsOf(kg, { phone: '5551234567' }).phone).toBe('A phone number of this country has 9 digits');
    expect(errorsOf(kg, { phone: '123456789' }).phone).toBe('Enter a valid mobile number of Kyrgyzstan');
    expect(errorsOf(kg, { phone: '' }).phone).toBe('Please provide a phone number');
  });

  test.each([
    ['empty', '', 'Please provide an email address'],
    ['invalid', 'aida.mail.kz', 'Please enter a valid email address'],
    ['valid', 'aida@mail.kz', undefined],
  ])('email: %s', (_name, email, message) => {
    expect(errorsOf(forgotPasswordEmailSchema(), { email }).email).toBe(message);
  });

  test.each([
    ['', 'field is empty', false],
    ['12345', 'The code must be 6 digits', false],
    ['1234567', 'The code must be 6 digits', false],
    ['12a456', 'The code must be 6 digits', false],
    ['123456', undefined, true],
  ])('reset code %p', (code, message, complete) => {
    expect(errorsOf(resetCodeSchema(), { reset_token: code }).reset_token).toBe(message);
    expect(isResetCodeComplete(code)).toBe(complete);
  });

  test.each([
    ['nothing', {}, { password: 'No password provided.', confirm_password: 'No Confirm Password provided.' }],
    [
      'too short',
      { password: '123', confirm_password: '123' },
      { password: 'Password is too short - should be 6 chars minimum.' },
    ],
    ['mismatch', { password: '123456', confirm_password: '654321' }, { confirm_password: 'Passwords must match' }],
    ['valid', { password: '123456', confirm_password: '123456' }, {}],
  ])('new password: %s', (_name, values, errors) => {
    expect(errorsOf(newPasswordSchema(), values)).toEqual(errors);
  });
});

describe('address', () => {
  test('the three required fields', () => {
    expect(errorsOf(addressSchema(), { address: ' ' })).toEqual({
      address: 'Address is required',
      contact_person_name: 'Name is required',
      contact_person_number: 'Phone Number is required',
    });
  });

  test('label and guest email are free', () => {
    const values = {
      address: 'Abay 1',
      contact_person_name: 'Aida',
      contact_person_number: '+7701',
      contact_person_email: 'not-an-email',
    };
    expect(errorsOf(addressSchema(), values)).toEqual({});
  });
});

describe('add fund', () => {
  test.each([
    [
      'empty',
      { amount: '', payment_method: '' },
      { amount: 'Please Enter amount', payment_method: 'Please select a payment method' },
    ],
    ['missing', {}, { amount: 'Please Enter amount', payment_method: 'Please select a payment method' }],
    ['0', { amount: 0, payment_method: 'card' }, { amount: 'The amount must be greater than 0' }],
    ['-5', { amount: -5, payment_method: 'card' }, { amount: 'The amount must be greater than 0' }],
    ['100 by card', { amount: '100', payment_method: 'card' }, {}],
  ])('%s', (_name, values, errors) => {
    expect(errorsOf(addFundSchema(), values)).toEqual(errors);
  });

  test.each([
    [0, false],
    [-1, false],
    ['', false],
    [null, false],
    ['abc', false],
    [0.01, true],
    ['50', true],
  ])('button enabled for %p: %p', (amount, enabled) => {
    expect(canSubmitAddFund(amount)).toBe(enabled);
  });
});

describe('newsletter', () => {
  test.each([
    ['', 'Please insert a valid email.'],
    ['nope', 'Please insert a valid email.'],
    ['aida@mail.kz', undefined],
  ])('%p', (email, message) => {
    expect(errorsOf(newsletterSchema(), { email }).email).toBe(message);
  });
});

describe('name-phone-email and profile', () => {
  test('name and phone required; email valid and at most 255', () => {
    expect(errorsOf(namePhoneEmailSchema(), { email: 'x' })).toEqual({
      name: 'Name is required',
      phone: 'Phone Number is required',
      email: 'Please enter a valid email address',
    });
    expect(
      errorsOf(namePhoneEmailSchema(), { name: 'A', phone: '+77011234567', email: `${'a'.repeat(251)}@b.kz` }).email,
    ).toBe('Email must be at most 255 characters');
    expect(errorsOf(namePhoneEmailSchema(), { name: 'A', phone: '+77011234567' })).toEqual({});
  });

  test('profile without manual login: passwords carry no rule', () => {
    expect(errorsOf(profileSchema(), { name: 'Aida', password: '1', confirm_password: '2' })).toEqual({});
  });

  test.each([
    ['no new password', { name: 'Aida' }, {}],
    [
      'short new password',
      { name: 'Aida', password: '123', confirm_password: '123' },
      { password: 'Password is too short - should be 6 chars minimum.' },
    ],
    ['unconfirmed', { name: 'Aida', password: '123456' }, { confirm_password: 'No Confirm Password provided.' }],
    [
      'mismatch',
      { name: 'Aida', password: '123456', confirm_password: '1234567' },
      { confirm_password: 'Passwords must match' },
    ],
    [
      'bad email and short phone',
      { name: 'Aida', email: 'a@', phone: '+7 701' },
      { email: 'Please enter a valid email address', phone: 'Phone number must be at least 10 digits' },
    ],
    ['no name', { name: '' }, { name: 'Name is required' }],
  ])('profile with manual login: %s', (_name, values, errors) => {
    expect(errorsOf(profileSchema(undefined, { manualLogin: true }), values)).toEqual(errors);
  });

  test('a new password needs the current one when the account has a password', () => {
    const schema = profileSchema(undefined, { manualLogin: true, currentPassword: true });
    const change = { name: 'Aida', password: '123456', confirm_password: '123456' };
    expect(errorsOf(schema, change)).toEqual({ current_password: 'Please enter your current password' });
    expect(errorsOf(schema, { ...change, current_password: 'old-pass' })).toEqual({});
    expect(errorsOf(schema, { name: 'Aida' })).toEqual({});
    // an OTP or social account setting its first password has no current one
    expect(errorsOf(profileSchema(undefined, { manualLogin: true }), change)).toEqual({});
  });

  test("a changed profile phone must be a mobile of the site's country; the stored one passes as it is", () => {
    const kz = countryByIso('KZ')!;
    const rule = { picked: null, allowed: [kz], lang: 'en' };
    // a Russian landline kept from before the country rule: not rewritten, not blocking a name change
    const schema = profileSchema(undefined, { phone: { rule, stored: '+74951234567' } });
    expect(errorsOf(schema, { name: 'Aida', phone: '+74951234567' })).toEqual({});
    expect(errorsOf(schema, { name: 'Aida', phone: '+79161234567' })).toEqual({
      phone: 'Enter a valid mobile number of Kazakhstan',
    });
    expect(errorsOf(schema, { name: 'Aida', phone: '+77051234567' })).toEqual({});
    // with the picker, the field holds the picked country's national number
    const picked = profileSchema(undefined, { phone: { rule: { ...rule, picked: kz }, stored: '' } });
    expect(errorsOf(picked, { name: 'Aida', phone: '7051234567' })).toEqual({});
    expect(errorsOf(picked, { name: 'Aida', phone: '9161234567' })).toEqual({
      phone: 'Enter a valid mobile number of Kazakhstan',
    });
    const kg = countryByIso('KG')!;
    const kyrgyz = profileSchema(undefined, {
      phone: { rule: { ...rule, picked: kg, allowed: [kz, kg] }, stored: '' },
    });
    expect(errorsOf(kyrgyz, { name: 'Aida', phone: '555123456' })).toEqual({});
  });
});

describe('translation', () => {
  test('the UI passes its t: every message comes through it with its params', () => {
    const t = (key: MessageKey, params?: MessageParams) => `[${key}${params ? ` ${JSON.stringify(params)}` : ''}]`;
    expect(errorsOf(signUpSchema(t), { email: 'x'.repeat(300) })).toMatchObject({
      name: '[firstNameRequired]',
      email: '[emailTooLong {"max":255}]',
      terms: '[termsRequired]',
    });
    expect(errorsOf(signInSchema(t), { email_or_phone: 'x', password: '1' })).toEqual({
      email_or_phone: '[emailOrPhoneInvalid]',
      password: '[passwordTooShort]',
    });
  });

  test('the server default is the SPEC English', () => {
    expect(errorsOf(newsletterSchema(), {}).email).toBe(MESSAGES.newsletterEmailInvalid);
  });
});

describe('validateValues', () => {
  test('returns the cleaned value (trimmed, unknown fields stripped)', () => {
    expect(validateValues(newsletterSchema(), { email: ' a@b.kz ', extra: 1 })).toEqual({
      ok: true,
      value: { email: 'a@b.kz' },
    });
  });
});

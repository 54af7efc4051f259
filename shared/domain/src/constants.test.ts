import { DEFAULT_LANGUAGE, LANGUAGES, MAP_ZOOM, RTL_LANGUAGES, isRtlLanguage } from './constants';
import { MESSAGES, domainError, interpolate, translate } from './messages';

describe('languages', () => {
  test('ru, kz, en with ru the default; the SPEC RTL list', () => {
    expect(LANGUAGES).toEqual(['ru', 'kz', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(RTL_LANGUAGES).toEqual(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl']);
  });

  test.each([
    ['ar', true],
    ['ar-SA', true],
    ['KHW', true],
    ['ur', true],
    ['ru', false],
    ['kz', false],
    [null, false],
  ])('isRtlLanguage(%p) = %p', (code, rtl) => {
    expect(isRtlLanguage(code)).toBe(rtl);
  });

  test('map zooms 17 / 9 with a polygon / max 21 / route map 10', () => {
    expect(MAP_ZOOM).toMatchObject({ default: 17, withPolygon: 9, max: 21, routeStart: 10 });
  });
});

describe('messages', () => {
  // SPEC §5/§8 texts, verbatim: a changed character here is a changed product.
  test.each([
    ['emailOrPhoneRequired', 'Email or phone number is required'],
    ['emailOrPhoneInvalid', 'Must be a valid email or phone number'],
    ['passwordRequired', 'Password is required'],
    ['passwordTooShort', 'Password is too short - should be 6 chars minimum.'],
    ['otpPhoneRequired', 'Please give a phone number'],
    ['otpPhoneTooShort', 'Number must be 10 digits'],
    ['firstNameRequired', 'First name is required'],
    ['passwordsMustMatch', 'Passwords must match'],
    ['termsRequired', 'You must accept the terms and conditions'],
    ['forgotPhoneRequired', 'Please provide a phone number'],
    ['forgotPhoneExact', 'Phone number must be exactly 10 digits'],
    ['forgotEmailRequired', 'Please provide an email address'],
    ['forgotEmailInvalid', 'Please enter a valid email address'],
    ['resetCodeRequired', 'field is empty'],
    ['newPasswordRequired', 'No password provided.'],
    ['confirmPasswordRequired', 'No Confirm Password provided.'],
    ['addressRequired', 'Address is required'],
    ['nameRequired', 'Name is required'],
    ['contactPhoneRequired', 'Phone Number is required'],
    ['amountRequired', 'Please Enter amount'],
    ['newsletterEmailInvalid', 'Please insert a valid email.'],
    ['outOfStock', 'Out of Stock'],
    ['outOfLimits', 'Out of Limits'],
    ['noChangesToUpdate', 'No changes found to update.'],
    ['variationOutOfStock', 'This variation is out of stock. Choose another variation to proceed further.'],
    ['unsupportedImageFormat', 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.'],
    ['tooManyImages', 'Maximum 3 images can be send at a time'],
    ['pickupNow', 'Pickup Now'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  test('placeholders are filled; a missing one stays visible', () => {
    expect(translate('variationRange', { name: 'Size', min: 1, max: 2 })).toBe(
      'Selected variation named Size must be in between Minimum 1 and Maximum 2',
    );
    expect(translate('variationRequired', { name: 'Size' })).toBe('Variation Size can not remain without selection');
    expect(interpolate('Hello {who} and {other}', { who: 'you' })).toBe('Hello you and {other}');
  });

  test('domainError carries the key, the text and the params', () => {
    expect(domainError('outOfStock')).toEqual({ code: 'outOfStock', message: 'Out of Stock' });
    expect(domainError('vehicleQuantityExceeded', { count: 2 }, (k, p) => `${k}/${p?.count}`)).toEqual({
      code: 'vehicleQuantityExceeded',
      message: 'vehicleQuantityExceeded/2',
      params: { count: 2 },
    });
  });
});

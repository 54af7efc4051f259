/**
 * Every customer-facing text the domain produces, keyed so the UI can translate it (the key doubles as an i18n
 * key) while the server answers in English. Texts quoted in SPEC §5/§8 are copied verbatim; the few the SPEC does
 * not give are marked "not in SPEC" and worded plainly.
 *
 * Placeholders are `{name}`; `translate` fills them.
 */
export const MESSAGES = {
  // Sign-in (SPEC §5)
  emailOrPhoneRequired: 'Email or phone number is required',
  emailOrPhoneInvalid: 'Must be a valid email or phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short - should be 6 chars minimum.',
  otpPhoneRequired: 'Please give a phone number',
  otpPhoneTooShort: 'Number must be 10 digits',
  // Sign-up (SPEC §5)
  firstNameRequired: 'First name is required',
  passwordsMustMatch: 'Passwords must match',
  termsRequired: 'You must accept the terms and conditions',
  // not in SPEC: sign-up and profile email/phone rules whose texts the SPEC leaves out
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  emailTooLong: 'Email must be at most {max} characters',
  phoneRequired: 'Phone number is required',
  phoneTooShort: 'Phone number must be at least {min} digits',
  phoneCountryLength: 'A phone number of this country has {min} to {max} digits',
  phoneCountryDigits: 'A phone number of this country has {min} digits',
  phoneNotOfCountry: 'Enter a valid mobile number of {country}',
  // Forgot password (SPEC §5)
  forgotPhoneRequired: 'Please provide a phone number',
  forgotPhoneExact: 'Phone number must be exactly 10 digits',
  forgotEmailRequired: 'Please provide an email address',
  forgotEmailInvalid: 'Please enter a valid email address',
  resetCodeRequired: 'field is empty',
  resetCodeLength: 'The code must be {length} digits', // not in SPEC
  newPasswordRequired: 'No password provided.',
  confirmPasswordRequired: 'No Confirm Password provided.',
  // Address (SPEC §5)
  addressRequired: 'Address is required',
  nameRequired: 'Name is required',
  contactPhoneRequired: 'Phone Number is required',
  // Add fund (SPEC §5)
  amountRequired: 'Please Enter amount',
  amountPositive: 'The amount must be greater than 0', // not in SPEC
  paymentMethodRequired: 'Please select a payment method', // not in SPEC
  // Newsletter (SPEC §5)
  newsletterEmailInvalid: 'Please insert a valid email.',
  // Store items (SPEC §4, §5, §8)
  outOfStock: 'Out of Stock',
  outOfLimits: 'Out of Limits',
  noChangesToUpdate: 'No changes found to update.',
  variationRequired: 'Variation {name} can not remain without selection',
  variationRange: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}',
  variationOutOfStock: 'This variation is out of stock. Choose another variation to proceed further.',
  variationUnknown: 'This variation is not offered for this item.', // not in SPEC
  addOnUnavailable: 'This add-on is not offered for this item.', // not in SPEC
  otherStoreInCart: 'You have item from another store in cart...',
  notAvailableNow: 'Not Available now',
  // Coupons (SPEC §5, §8)
  couponMinPurchase: 'To apply this coupon the minimum purchase amount is {amount}',
  couponZoneMismatch: 'This coupon is not valid in your zone', // not in SPEC
  couponStoreMismatch: 'This coupon is not valid for this store', // not in SPEC
  // Vehicles (SPEC §4, §5)
  vehicleQuantityExceeded: "You can't add more than {count} quantities of this vehicle.",
  rentalOptionsLimit: 'Vehicle can have up to {n} rental options; no more can be added',
  carmarketOptionsLimit: 'Vehicle can have up to {n} carmarket options; no more can be added',
  providerConflict:
    'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
  pricingTypeNotOffered: 'This vehicle is not offered for the selected trip type', // not in SPEC
  // Trips (SPEC §5)
  pickupNow: 'Pickup Now',
  // not in SPEC: a booking that would need more vehicles than are free for its time
  vehicleUnavailable:
    '{name} is booked for the chosen time: {available} free, {requested} needed. Change the pickup time or choose another vehicle.',
  // Uploads (SPEC §5, §8)
  unsupportedImageFormat: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
  imageTooLarge: 'The image must be at most {maxMb} MB', // not in SPEC
  // SPEC §2 photo 1:1 (the storefront cuts it; the API refuses another shape)
  profilePhotoNotSquare: 'The profile photo must be square (1:1).',
  tooManyImages: 'Maximum 3 images can be send at a time',
  // Store and deliveryman registration: not in SPEC
  storeNameRequired: 'Store name is required',
  moduleRequired: 'Please select a module',
  zoneRequired: 'Please select a zone',
  vehicleRequired: 'Please select a vehicle',
  identityRequired: 'Identity document is required',
  // Parcel (SPEC §1 parcel module; texts not in SPEC)
  parcelCategoryRequired: 'Please select a parcel category',
  parcelSameAddress: 'The sender and receiver addresses must differ',
  // Store opening hours and coupon limits (issue 20; not in SPEC)
  storeClosedNow: 'The store is closed now. It opens at {time}.',
  storeClosedSchedule: 'The store is closed now. It opens at {time}; you can schedule the order for its opening hours.',
  storeClosedAtTime: 'The store is closed at the chosen time. It is open {hours}.',
  storeNoSchedule: 'This store does not take scheduled orders.',
  couponUsedUp: 'You have already used this coupon.',
  couponLimitReached: 'This coupon has been fully used.',
  // Account protection (issue 21; not in SPEC)
  tooManyAttempts: 'Too many attempts. Please try again in {seconds} seconds.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is incorrect',
  // Surge rules (issue 45; not in SPEC): the operator API's check of a rule
  surgeRuleInvalid: 'The surge rule field {field} is not valid.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** The UI passes its i18n `t`; the server leaves the default, which is the SPEC's English. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export const translate: Translate = (key, params) => interpolate(MESSAGES[key], params);

/** A rule that failed: `code` is the message key, `message` its English text, `params` its placeholders. */
export interface DomainError {
  readonly code: MessageKey;
  readonly message: string;
  readonly params?: MessageParams;
}

export function domainError(code: MessageKey, params?: MessageParams, t: Translate = translate): DomainError {
  return params ? { code, message: t(code, params), params } : { code, message: t(code) };
}

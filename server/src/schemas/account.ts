import { MESSAGES, translate } from '@mart/domain';
import { Type } from '@sinclair/typebox';
import { Item, Store } from './catalog';
import { MessageCode, Messages, Named, Nullable, OneOf, PageOf, StringOf } from './common';
import { Flag, Int, Num, Str } from './scalars';
import { Provider, RentalVehicle, CarmarketVehicle } from './vehicles';

const OptStr = (max = 255) => Type.Optional(Type.String({ maxLength: max }));
const GuestId = Type.Optional(Nullable(Type.String({ maxLength: 64 })));
const LoginType = OneOf(['manual', 'otp', 'social'], 'login_type must be one of manual, otp, social.');
const Channel = OneOf(['phone', 'email'], 'verification type must be phone or email.');
const OtpCode = Type.String({
  pattern: '^[0-9]{6}$',
  ...Messages({ required: MESSAGES.resetCodeRequired, default: translate('resetCodeLength', { length: 6 }) }),
});
const Medium = OneOf(['google', 'facebook', 'apple'], 'medium must be google, facebook or apple.');
const YesNo = OneOf(['yes', 'no'], 'verified must be yes or no.');
const ProofStep = StringOf(['current_contact', 'new_contact']);
/** A contact change's proofs (issue 37.1): the current password, or the codes the change asked for. */
const changeProof = {
  current_password: Type.Optional(Type.String({ maxLength: 128 })),
  /** the code sent to the contact being replaced (or to one the account has) */
  current_contact_otp: OptStr(6),
  /** the code sent to the new contact */
  otp: OptStr(6),
};

// ---- auth ---------------------------------------------------------------------------------------------------

export const SignInBody = Named(
  'SignInBody',
  Type.Object({
    login_type: Type.Optional(LoginType),
    email_or_phone: OptStr(),
    password: Type.Optional(Type.String({ maxLength: 128 })),
    field_type: Type.Optional(OneOf(['email', 'phone'], 'field_type must be email or phone.')),
    type: OptStr(),
    guest_id: GuestId,
    // social sign-in through the same route (SPEC §7 "sign-in (manual, otp, social)")
    email: OptStr(),
    token: Type.Optional(Type.String({ maxLength: 4096 })),
    unique_id: OptStr(),
    medium: Type.Optional(Medium),
    phone: OptStr(),
    /** reCAPTCHA's answer when the API checks one before sending codes (config.recaptcha_site_key) */
    recaptcha_token: Type.Optional(Type.String({ maxLength: 4096 })),
    verified: Type.Optional(YesNo),
  }),
);

export const SocialLoginBody = Named(
  'SocialLoginBody',
  Type.Object({
    token: Type.String({
      minLength: 1,
      maxLength: 4096,
      ...Messages({ required: 'token is required.', default: 'token is required.' }),
    }),
    medium: Type.Unsafe<'google' | 'facebook' | 'apple'>({
      ...Medium,
      ...Messages({ required: 'medium is required.', default: 'medium must be google, facebook or apple.' }),
    }),
    email: OptStr(),
    unique_id: OptStr(),
    login_type: Type.Optional(LoginType),
    guest_id: GuestId,
    phone: OptStr(),
    id_token: Type.Optional(Type.String({ maxLength: 4096 })),
    verified: Type.Optional(YesNo),
  }),
);

export const SignUpBody = Named(
  'SignUpBody',
  Type.Object({
    name: Type.String({
      minLength: 1,
      maxLength: 100,
      ...Messages({ required: MESSAGES.firstNameRequired, default: MESSAGES.firstNameRequired }),
    }),
    email: Type.String({
      format: 'email',
      maxLength: 255,
      ...Messages({
        required: MESSAGES.emailRequired,
        maxLength: translate('emailTooLong', { max: 255 }),
        default: MESSAGES.emailInvalid,
      }),
    }),
    phone: Type.String({
      minLength: 10,
      maxLength: 20,
      ...Messages({
        required: MESSAGES.phoneRequired,
        minLength: MESSAGES.otpPhoneTooShort,
        default: 'Must be a valid phone number',
      }),
    }),
    password: Type.String({
      minLength: 6,
      maxLength: 128,
      ...Messages({
        required: MESSAGES.passwordRequired,
        minLength: MESSAGES.passwordTooShort,
      }),
    }),
    confirm_password: Type.String({ maxLength: 128, ...Messages({ required: 'Confirm password is required' }) }),
    ref_code: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
    guest_id: GuestId,
  }),
);

export const LoginResult = Named(
  'LoginResult',
  Type.Object({
    token: Nullable(Str),
    is_phone_verified: Flag,
    is_email_verified: Flag,
    is_personal_info: Flag,
    is_exist_user: Nullable(Type.Object({ id: Int, name: Str, image: Nullable(Str) })),
    login_type: Str,
    email: Nullable(Str),
    phone: Nullable(Str),
    message: Type.Optional(Str),
    code: MessageCode,
    /** set when the next step is an OTP (unverified phone/email, OTP sign-in) */
    verification_on: Type.Optional(Nullable(StringOf(['phone', 'email']))),
    session_info: Type.Optional(Str),
    demo_otp: Type.Optional(Str),
    /** a contact change's code: to the contact being replaced (the person) or to the new one (issue 37.1) */
    verification_step: Type.Optional(ProofStep),
    verification_target: Type.Optional(Str),
    /**
     * A verified sign-up code of a contact without a named account: update-info finishes that sign-up with it, once,
     * from this client, within 10 minutes (issue 37.2)
     */
    signup_ticket: Type.Optional(Str),
    /** Signed in: this device's token; shown again at sign-in (header x-device-token), it passes the lockout */
    device_token: Type.Optional(Str),
  }),
);

export const SendOtpBody = Named(
  'SendOtpBody',
  Type.Object({
    phone: OptStr(),
    email: OptStr(),
    verification_type: Type.Optional(Channel),
    login_type: Type.Optional(LoginType),
    /** reCAPTCHA's answer when the API checks one before sending codes (config.recaptcha_site_key) */
    recaptcha_token: Type.Optional(Type.String({ maxLength: 4096 })),
  }),
);
export const OtpSent = Named(
  'OtpSent',
  Type.Object({ message: Str, code: MessageCode, session_info: Str, resend_after: Int, demo_otp: Type.Optional(Str) }),
);

export const VerifyOtpBody = Named(
  'VerifyOtpBody',
  Type.Object({
    phone: OptStr(),
    email: OptStr(),
    otp: OtpCode,
    login_type: Type.Optional(LoginType),
    verification_type: Type.Optional(Channel),
    guest_id: GuestId,
    verified: Type.Optional(YesNo),
  }),
);

export const FirebaseVerifyBody = Named(
  'FirebaseVerifyBody',
  Type.Object({
    session_info: Type.String({ minLength: 1, maxLength: 128, ...Messages({ required: 'session_info is required.' }) }),
    phone: Type.String({ minLength: 1, maxLength: 20, ...Messages({ required: MESSAGES.otpPhoneRequired }) }),
    otp: OtpCode,
    login_type: Type.Optional(LoginType),
    guest_id: GuestId,
  }),
);

export const UpdateInfoBody = Named(
  'UpdateInfoBody',
  Type.Object({
    name: Type.String({
      minLength: 1,
      maxLength: 100,
      ...Messages({ required: MESSAGES.firstNameRequired, default: MESSAGES.firstNameRequired }),
    }),
    email: Type.Optional(Type.String({ maxLength: 255 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    ref_code: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
    login_type: LoginType,
    guest_id: GuestId,
    /** without a session: the ticket verify-otp (or a social sign-in) handed out */
    signup_ticket: Type.Optional(Type.String({ maxLength: 64 })),
    /** with a session, changing the e-mail or phone */
    ...changeProof,
  }),
);

export const ForgotPasswordBody = Named(
  'ForgotPasswordBody',
  Type.Object({
    phone: OptStr(),
    email: OptStr(),
    verification_method: Type.Optional(Channel),
    /** reCAPTCHA's answer when the API checks one before sending codes (config.recaptcha_site_key) */
    recaptcha_token: Type.Optional(Type.String({ maxLength: 4096 })),
  }),
);

export const VerifyResetTokenBody = Named(
  'VerifyResetTokenBody',
  Type.Object({
    reset_token: OtpCode,
    phone: OptStr(),
    email: OptStr(),
    verification_method: Type.Optional(Channel),
  }),
);

/** reset-password's proof: the 6-digit code, or the opaque token verify-phone exchanged one for (issue 45.4) */
const ResetProof = Type.String({
  pattern: '^([0-9]{6}|[A-Za-z0-9_-]{32})$',
  ...Messages({ required: MESSAGES.resetCodeRequired, default: translate('resetCodeLength', { length: 6 }) }),
});

export const ResetPasswordBody = Named(
  'ResetPasswordBody',
  Type.Object({
    reset_token: ResetProof,
    phone: OptStr(),
    email: OptStr(),
    password: Type.String({
      minLength: 6,
      maxLength: 128,
      ...Messages({
        required: MESSAGES.newPasswordRequired,
        minLength: MESSAGES.passwordTooShort,
      }),
    }),
    confirm_password: Type.String({ maxLength: 128, ...Messages({ required: MESSAGES.confirmPasswordRequired }) }),
    verification_method: Type.Optional(Channel),
  }),
);

export const VerifyPhoneBody = Named(
  'VerifyPhoneBody',
  Type.Object({
    phoneNumber: Type.String({ minLength: 1, maxLength: 20, ...Messages({ required: MESSAGES.otpPhoneRequired }) }),
    sessionInfo: Type.String({ minLength: 1, maxLength: 128, ...Messages({ required: 'sessionInfo is required.' }) }),
    code: OtpCode,
    is_reset_token: Type.Optional(
      Type.Union([Flag, Type.Boolean()], { ...Messages({ default: 'is_reset_token must be 0, 1, true or false.' }) }),
    ),
  }),
);
export const VerifyPhoneResult = Named(
  'VerifyPhoneResult',
  Type.Object({ message: Str, code: MessageCode, reset_token: Type.Optional(Str), login: Type.Optional(LoginResult) }),
);

export const GuestResult = Named('GuestResult', Type.Object({ guest_id: Str }));

// ---- profile ------------------------------------------------------------------------------------------------

export const Profile = Named(
  'Profile',
  Type.Object({
    id: Int,
    f_name: Nullable(Str),
    l_name: Nullable(Str),
    phone: Nullable(Str),
    email: Nullable(Str),
    image: Nullable(Str),
    image_full_url: Nullable(Str),
    is_phone_verified: Flag,
    is_email_verified: Flag,
    login_medium: Str,
    ref_code: Str,
    wallet_balance: Num,
    loyalty_point: Int,
    member_since_days: Int,
    created_at: Str,
  }),
);

/** multipart/form-data fields of update-profile (image is a file part). */
/**
 * The customer's notification settings (issue 39): receipts by e-mail (order placed, trip booked, top-up, cancel
 * and refund; on unless turned off) and status updates of orders and trips (off until turned on: the Settings
 * page's Notifications switch). Codes always go.
 */
export const NotificationSettings = Named(
  'NotificationSettings',
  Type.Object({ receipts: Type.Boolean(), order_updates: Type.Boolean() }),
);
export const NotificationSettingsBody = Named(
  'NotificationSettingsBody',
  Type.Object({ receipts: Type.Optional(Type.Boolean()), order_updates: Type.Optional(Type.Boolean()) }),
);

export const UpdateProfileBody = Named(
  'UpdateProfileBody',
  Type.Object({
    name: OptStr(100),
    f_name: OptStr(100),
    l_name: OptStr(100),
    email: OptStr(),
    phone: OptStr(20),
    password: Type.Optional(Type.String({ maxLength: 128 })),
    confirm_password: Type.Optional(Type.String({ maxLength: 128 })),
    /** required with `password` when the account already has one; or the codes (current_contact_otp, otp) */
    ...changeProof,
    button_type: OptStr(32),
    verification_medium: OptStr(32),
    verification_on: Type.Optional(Channel),
    session_info: OptStr(128),
    image: Type.Optional(
      Type.Unknown({ description: 'jpg, png, jpeg or gif file, at most 2 MB', 'x-ts-type': 'Blob' }),
    ),
  }),
);
/** SPEC §7 "PUT user update at /{userId}": the profile form as JSON (no photo: that is update-profile's upload). */
export const UpdateUserBody = Named('UpdateUserBody', Type.Omit(UpdateProfileBody, ['image']));
export const UpdateProfileResult = Named(
  'UpdateProfileResult',
  Type.Object({
    message: Str,
    code: MessageCode,
    otp_send: Type.Boolean(),
    verification_on: Nullable(Channel),
    verification_step: Type.Optional(ProofStep),
    /** where the code went */
    verification_target: Type.Optional(Str),
    session_info: Type.Optional(Str),
    demo_otp: Type.Optional(Str),
  }),
);

// ---- addresses ----------------------------------------------------------------------------------------------

const addressFields = {
  address: Type.String({
    minLength: 1,
    maxLength: 500,
    ...Messages({ required: MESSAGES.addressRequired, default: MESSAGES.addressRequired }),
  }),
  contact_person_name: Type.String({
    minLength: 1,
    maxLength: 100,
    ...Messages({ required: MESSAGES.nameRequired, default: MESSAGES.nameRequired }),
  }),
  contact_person_number: Type.String({
    minLength: 1,
    maxLength: 20,
    ...Messages({ required: MESSAGES.contactPhoneRequired, default: MESSAGES.contactPhoneRequired }),
  }),
  contact_person_email: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  address_type: Type.Optional(Type.String({ maxLength: 50 })),
  address_label: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  latitude: Type.Number({
    minimum: -90,
    maximum: 90,
    ...Messages({ required: 'latitude is required.', default: 'latitude must be between -90 and 90.' }),
  }),
  longitude: Type.Number({
    minimum: -180,
    maximum: 180,
    ...Messages({ required: 'longitude is required.', default: 'longitude must be between -180 and 180.' }),
  }),
  additional_information: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  house: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  floor: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  road: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
};
export const AddressBody = Named('AddressBody', Type.Object(addressFields));

export const Address = Named(
  'Address',
  Type.Object({
    id: Int,
    user_id: Int,
    address_type: Str,
    address_label: Nullable(Str),
    contact_person_name: Str,
    contact_person_number: Str,
    contact_person_email: Nullable(Str),
    address: Str,
    latitude: Num,
    longitude: Num,
    additional_information: Nullable(Str),
    house: Nullable(Str),
    floor: Nullable(Str),
    road: Nullable(Str),
    zone_id: Nullable(Int),
    zone_ids: Type.Array(Int),
    created_at: Str,
    updated_at: Str,
  }),
);
export const AddressList = Named('AddressList', PageOf('addresses', Address));
export const AddressSaved = Named(
  'AddressSaved',
  Type.Object({ message: Str, code: MessageCode, zone_ids: Type.Array(Int), address: Address }),
);

// ---- wishlist -----------------------------------------------------------------------------------------------

export const Wishlist = Named(
  'Wishlist',
  Type.Object({
    item: Type.Array(Item),
    store: Type.Array(Store),
    vehicles: Type.Array(Type.Union([RentalVehicle, CarmarketVehicle])),
    providers: Type.Array(Provider),
  }),
);
export const VehicleWishlist = Named(
  'VehicleWishlist',
  Type.Object({ vehicles: Type.Array(Type.Union([RentalVehicle, CarmarketVehicle])), providers: Type.Array(Provider) }),
);

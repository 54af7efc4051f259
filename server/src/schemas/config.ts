import { MESSAGES } from '@mart/domain';
import { Type } from '@sinclair/typebox';
import { Banner, Category, Item, Module, Store, ZoneData } from './catalog';
import { Messages, Named, Nullable } from './common';
import { Flag, Int, Num, Str } from './scalars';

export const Config = Named(
  'Config',
  Type.Object({
    business_name: Str,
    logo: Str,
    logo_full_url: Str,
    fav_icon_full_url: Str,
    address: Str,
    phone: Str,
    email: Str,
    country: Str,
    country_picker_status: Flag,
    currency_symbol: Str,
    currency_code: Str,
    currency_symbol_direction: Type.Union([Type.Literal('left'), Type.Literal('right')]),
    digit_after_decimal_point: Int,
    tax_included: Flag,
    demo: Type.Boolean(),
    /** demo mode's courier moves new orders along on a timer: the storefront labels their tracking */
    demo_courier: Type.Boolean(),
    /** demo mode: the page of the mails and texts the store "sent" (routes/demo-mailbox.ts); null otherwise */
    demo_mailbox_url: Nullable(Str),
    /** keys of the third-party SDKs this deployment turned on; null: that provider is off (the UI says so) */
    google_client_id: Nullable(Str),
    facebook_app_id: Nullable(Str),
    map_api_key: Nullable(Str),
    /** reCAPTCHA's site key when the API checks its tokens before sending codes (infra/recaptcha.ts) */
    recaptcha_site_key: Nullable(Str),
    default_location: Type.Object({ lat: Num, lng: Num }),
    toggle_veg_non_veg: Type.Boolean(),
    footer_text: Str,
    cookies_text: Str,
    social_media: Type.Array(Type.Object({ id: Int, name: Str, link: Str, status: Flag })),
    terms_and_conditions: Flag,
    privacy_policy: Flag,
    about_us: Flag,
    refund_policy: Flag,
    cancellation_policy: Flag,
    shipping_policy: Flag,
    refund_policy_status: Flag,
    cancellation_policy_status: Flag,
    shipping_policy_status: Flag,
    guest_checkout_status: Flag,
    customer_wallet_status: Flag,
    loyalty_point_status: Flag,
    ref_earning_status: Flag,
    firebase_otp_verification: Flag,
    is_mail_active: Type.Boolean(),
    is_sms_active: Type.Boolean(),
    free_delivery_over: Nullable(Num),
    admin_free_delivery: Type.Object({
      status: Type.Boolean(),
      type: Nullable(Str),
      free_delivery_over: Nullable(Num),
    }),
    download_user_app_links: Type.Object({
      playstore_url: Str,
      playstore_url_status: Flag,
      apple_store_url: Str,
      apple_store_url_status: Flag,
    }),
    centralize_login: Type.Object({
      otp_login_status: Flag,
      manual_login_status: Flag,
      social_login_status: Flag,
      google_login_status: Flag,
      facebook_login_status: Flag,
      apple_login_status: Flag,
      phone_verification_status: Flag,
      email_verification_status: Flag,
    }),
    social_login: Type.Array(Type.Object({ login_medium: Str, status: Type.Boolean() })),
    apple_login: Type.Array(
      Type.Object({ login_medium: Str, status: Type.Boolean(), client_id: Str, redirect_url_react: Str }),
    ),
    active_payment_method_list: Type.Array(
      Type.Object({ gateway: Str, gateway_title: Str, gateway_image_full_url: Str }),
    ),
    cash_on_delivery: Type.Boolean(),
    digital_payment: Type.Boolean(),
    module_config: Type.Object({ module_type: Type.Array(Str) }),
    language: Type.Array(Type.Object({ key: Str, value: Str })),
    base_urls: Type.Object({
      item_image_url: Str,
      store_image_url: Str,
      category_image_url: Str,
      banner_image_url: Str,
      module_image_url: Str,
      vehicle_image_url: Str,
      customer_image_url: Str,
      business_logo_url: Str,
    }),
  }),
);

const Latitude = Type.Number({
  minimum: -90,
  maximum: 90,
  ...Messages({ required: 'lat is required.', default: 'lat must be a number between -90 and 90.' }),
});
const Longitude = Type.Number({
  minimum: -180,
  maximum: 180,
  ...Messages({ required: 'lng is required.', default: 'lng must be a number between -180 and 180.' }),
});

export const ZoneLookupQuery = Named('LatLngQuery', Type.Object({ lat: Latitude, lng: Longitude }));

/** Place search: the text, and the customer's location (both or neither) to put places of their city first. */
export const PlaceSearchQuery = Named(
  'PlaceSearchQuery',
  Type.Object({
    search_text: Type.String({
      minLength: 1,
      maxLength: 100,
      ...Messages({ required: 'search_text is required.', default: 'search_text must be 1 to 100 characters.' }),
    }),
    lat: Type.Optional(Latitude),
    lng: Type.Optional(Longitude),
  }),
);
export const ZoneLookup = Named(
  'ZoneLookup',
  Type.Object({ zone_id: Str, zone_ids: Type.Array(Int), zone_data: Type.Array(ZoneData) }),
);

export const GeocodeResult = Named(
  'GeocodeResult',
  Type.Object({
    status: Str,
    results: Type.Array(
      Type.Object({
        formatted_address: Str,
        place_id: Str,
        geometry: Type.Object({ location: Type.Object({ lat: Num, lng: Num }) }),
      }),
    ),
  }),
);

export const PlaceAutocomplete = Named(
  'PlaceAutocomplete',
  Type.Object({
    data: Type.Object({
      suggestions: Type.Array(
        Type.Object({ placePrediction: Type.Object({ placeId: Str, place: Str, text: Type.Object({ text: Str }) }) }),
      ),
    }),
  }),
);

export const PlaceDetails = Named(
  'PlaceDetails',
  Type.Object({
    data: Type.Object({
      id: Str,
      displayName: Type.Object({ text: Str }),
      formattedAddress: Str,
      location: Type.Object({ latitude: Num, longitude: Num }),
    }),
  }),
);

export const LandingPage = Named(
  'LandingPage',
  Type.Object({
    header_title: Str,
    header_sub_title: Str,
    header_tag_line: Str,
    about_us_title: Str,
    about_us_text: Str,
    fixed_newsletter_title: Str,
    fixed_newsletter_sub_title: Str,
    fixed_footer_description: Str,
    features: Type.Array(Type.Object({ title: Str, sub_title: Str, image_full_url: Str })),
    available_zone_status: Flag,
    available_zone_list: Type.Array(Type.Object({ id: Int, name: Str, display_name: Str })),
    modules: Type.Array(Module),
    download_user_app_links: Config.properties.download_user_app_links,
    promotion_banners: Type.Array(Banner),
    popular_stores: Type.Array(Store),
    featured_categories: Type.Array(Category),
    campaign_items: Type.Array(Item),
  }),
);

export const NewsletterBody = Named(
  'NewsletterBody',
  Type.Object({
    email: Type.String({
      format: 'email',
      maxLength: 255,
      ...Messages({ required: MESSAGES.newsletterEmailInvalid, default: MESSAGES.newsletterEmailInvalid }),
    }),
  }),
);

export const StatusBody = Named(
  'StatusBody',
  Type.Object({
    /** public: whether this instance can serve (it answers, the database answers, it is not draining) */
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    /** the operator's only (x-operator-key): the API version and the deploy registry */
    api: Type.Optional(Type.Object({ version: Str })),
    remotes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  }),
);

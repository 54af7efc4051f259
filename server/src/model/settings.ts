import type { Config, LandingPage } from '@mart/api-types';

/** Stored config: everything in the Config response except what the server computes per request. */
export type BusinessSettings = Omit<
  Config,
  | 'demo'
  | 'demo_courier'
  | 'demo_mailbox_url'
  | 'base_urls'
  | 'logo_full_url'
  | 'fav_icon_full_url'
  | 'module_config'
  | 'active_payment_method_list'
  // provider keys come from the deployment's environment, not the settings table
  | 'google_client_id'
  | 'facebook_app_id'
  | 'map_api_key'
  | 'recaptcha_site_key'
> & {
  fav_icon: string;
  payment_methods: {
    gateway: string;
    gateway_title: string;
    gateway_image: string;
    i18n?: Translated<'gateway_title'>;
  }[];
  /** the texts above in kz/en; ru is the base (SPEC §1), a missing text falls back to it */
  i18n?: Translated<BusinessText>;
};

/** Per-language overrides of some text fields (ru is the base document). */
export type Translated<K extends string> = Partial<Record<'en' | 'kz', Partial<Record<K, string>>>>;
type BusinessText = 'address' | 'footer_text' | 'cookies_text';
type LandingText =
  | 'header_title'
  | 'header_sub_title'
  | 'header_tag_line'
  | 'about_us_title'
  | 'about_us_text'
  | 'fixed_newsletter_title'
  | 'fixed_newsletter_sub_title'
  | 'fixed_footer_description';

export type LandingSettings = Pick<LandingPage, LandingText | 'available_zone_status'> & {
  features: { title: string; sub_title: string; image: string; i18n?: Translated<'title' | 'sub_title'> }[];
  i18n?: Translated<LandingText>;
};

/** The business configuration (SPEC §3 Config) a deployment starts from: the fallback of a missing row, and what the seed stores. */
export const defaultBusinessSettings: BusinessSettings = {
  business_name: 'Mart',
  logo: '/storage/business/mart-logo.svg',
  fav_icon: '/storage/business/mart-favicon.svg',
  address: 'пр. Абая 52, Алматы, Казахстан',
  phone: '+77270000000',
  email: 'support@mart.example',
  country: 'RU',
  country_picker_status: 1,
  currency_symbol: '₸',
  currency_code: 'KZT',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  tax_included: 0,
  default_location: { lat: 43.238949, lng: 76.889709 },
  toggle_veg_non_veg: true,
  footer_text: '© Mart. Все права защищены.',
  cookies_text: 'Мы используем cookie, чтобы сайт работал удобнее.',
  i18n: {
    en: {
      address: '52 Abay Ave, Almaty, Kazakhstan',
      footer_text: '© Mart. All rights reserved.',
      cookies_text: 'We use cookies to make the site easier to use.',
    },
    kz: {
      address: 'Абай даңғылы, 52, Алматы, Қазақстан',
      footer_text: '© Mart. Барлық құқықтар қорғалған.',
      cookies_text: 'Сайтты ыңғайлы ету үшін cookie файлдарын қолданамыз.',
    },
  },
  social_media: [
    { id: 1, name: 'instagram', link: 'https://instagram.com/mart.demo', status: 1 },
    { id: 2, name: 'facebook', link: 'https://facebook.com/mart.demo', status: 1 },
    { id: 3, name: 'twitter', link: 'https://x.com/mart_demo', status: 1 },
    { id: 4, name: 'linkedin', link: 'https://linkedin.com/company/mart-demo', status: 0 },
  ],
  terms_and_conditions: 1,
  privacy_policy: 1,
  about_us: 1,
  refund_policy: 1,
  cancellation_policy: 1,
  shipping_policy: 0,
  refund_policy_status: 1,
  cancellation_policy_status: 1,
  shipping_policy_status: 0,
  guest_checkout_status: 1,
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  ref_earning_status: 1,
  firebase_otp_verification: 0,
  is_mail_active: true,
  is_sms_active: true,
  free_delivery_over: 15000,
  admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 15000 },
  download_user_app_links: {
    playstore_url: 'https://play.google.com/store/apps/details?id=example.mart',
    playstore_url_status: 1,
    apple_store_url: 'https://apps.apple.com/app/id000000000',
    apple_store_url_status: 1,
  },
  centralize_login: {
    otp_login_status: 1,
    manual_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 1,
    phone_verification_status: 0,
    email_verification_status: 0,
  },
  social_login: [
    { login_medium: 'google', status: true },
    { login_medium: 'facebook', status: true },
  ],
  apple_login: [
    {
      login_medium: 'apple',
      status: true,
      // no Apple Services ID: the API cannot verify Apple tokens without Apple's server key pair, so the storefront
      // shows Apple sign-in as unavailable rather than loading Apple's script for a sign-in that cannot finish
      client_id: '',
      redirect_url_react: 'http://localhost:3000/',
    },
  ],
  payment_methods: [
    {
      gateway: 'cash_on_delivery',
      gateway_title: 'Наличными при получении',
      gateway_image: '/storage/gateway/cash-on-delivery.svg',
      i18n: { en: { gateway_title: 'Cash on delivery' }, kz: { gateway_title: 'Алған кезде қолма-қол' } },
    },
    {
      gateway: 'wallet',
      gateway_title: 'Кошелёк',
      gateway_image: '/storage/gateway/wallet.svg',
      i18n: { en: { gateway_title: 'Wallet' }, kz: { gateway_title: 'Әмиян' } },
    },
    {
      gateway: 'demo',
      gateway_title: 'Демо-оплата картой',
      gateway_image: '/storage/gateway/demo-card.svg',
      i18n: { en: { gateway_title: 'Demo card payment' }, kz: { gateway_title: 'Картамен демо-төлем' } },
    },
    // the signed card gateway (PAYMENT_GATEWAY_URL); /config lists only the gateways the API serves
    {
      gateway: 'card',
      gateway_title: 'Банковская карта',
      gateway_image: '/storage/gateway/demo-card.svg',
      i18n: { en: { gateway_title: 'Bank card' }, kz: { gateway_title: 'Банк картасы' } },
    },
  ],
  cash_on_delivery: true,
  digital_payment: true,
  language: [
    { key: 'ru', value: 'Русский' },
    { key: 'kz', value: 'Қазақша' },
    { key: 'en', value: 'English' },
  ],
};

export const defaultLandingSettings: LandingSettings = {
  header_title: 'Всё, что нужно — в одном Mart',
  header_sub_title: 'Еда, продукты, аптека, товары, посылки и аренда авто',
  header_tag_line: 'Доставка за 30 минут',
  about_us_title: 'О нас',
  about_us_text: 'Mart объединяет магазины, рестораны и прокат автомобилей Алматы, Астаны и Москвы.',
  fixed_newsletter_title: 'Подпишитесь на новости',
  fixed_newsletter_sub_title: 'Скидки и новые магазины — первыми',
  fixed_footer_description: 'Маркетплейс для всей семьи.',
  available_zone_status: 1,
  i18n: {
    en: {
      header_title: 'Everything you need, in one Mart',
      header_sub_title: 'Food, groceries, pharmacy, goods, parcels and car rental',
      header_tag_line: 'Delivery in 30 minutes',
      about_us_title: 'About us',
      about_us_text: 'Mart brings together the shops, restaurants and car rentals of Almaty, Astana and Moscow.',
      fixed_newsletter_title: 'Subscribe to our news',
      fixed_newsletter_sub_title: 'Be the first to hear of discounts and new shops',
      fixed_footer_description: 'A marketplace for the whole family.',
    },
    kz: {
      header_title: 'Керектің бәрі — бір Mart-та',
      header_sub_title: 'Тағам, азық-түлік, дәріхана, тауарлар, сәлемдемелер және көлік жалға алу',
      header_tag_line: '30 минутта жеткізу',
      about_us_title: 'Біз туралы',
      about_us_text: 'Mart Алматы, Астана және Мәскеудің дүкендері, мейрамханалары мен көлік жалдауын біріктіреді.',
      fixed_newsletter_title: 'Жаңалықтарға жазылыңыз',
      fixed_newsletter_sub_title: 'Жеңілдіктер мен жаңа дүкендер туралы бірінші біліңіз',
      fixed_footer_description: 'Бүкіл отбасына арналған маркетплейс.',
    },
  },
  features: [
    {
      title: 'Быстрая доставка',
      sub_title: 'Курьеры рядом с вами',
      image: '/storage/feature/fast-delivery.svg',
      i18n: {
        en: { title: 'Fast delivery', sub_title: 'Couriers near you' },
        kz: { title: 'Жылдам жеткізу', sub_title: 'Курьерлер сізге жақын' },
      },
    },
    {
      title: 'Аренда авто',
      sub_title: 'Почасово или по километрам',
      image: '/storage/feature/car-rental.svg',
      i18n: {
        en: { title: 'Car rental', sub_title: 'By the hour or by the kilometre' },
        kz: { title: 'Көлік жалдау', sub_title: 'Сағаттық немесе шақырым бойынша' },
      },
    },
    {
      title: 'Безопасная оплата',
      sub_title: 'Наличные, кошелёк или карта',
      image: '/storage/feature/safe-payment.svg',
      i18n: {
        en: { title: 'Safe payment', sub_title: 'Cash, wallet or card' },
        kz: { title: 'Қауіпсіз төлем', sub_title: 'Қолма-қол, әмиян немесе карта' },
      },
    },
  ],
};

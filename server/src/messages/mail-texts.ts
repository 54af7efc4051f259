/**
 * The words of every e-mail and text the API sends (issue 39), in the storefront's three languages. Templates
 * (services/messages/templates.ts) fill the `{name}` placeholders; counts take their form from the language's CLDR
 * plural rules (`Plural`, chosen with Intl.PluralRules). `test/message-texts.test.ts` checks that every language
 * has every text, every placeholder and every plural form its rules need.
 */
import { ORDER_STATUS_WORDS, PAYMENT_STATUS_WORDS, TRIP_STATUS_WORDS } from '@mart/domain';
import type { Lang } from '../i18n';

/** One text per CLDR plural category the language uses (ru: one, few, many, other; kk and en: one, other). */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface MailTexts {
  greeting: string;
  greetingNamed: string;
  footer: string;
  footerWhy: string;
  footerSettings: string;
  codeSubject: Record<'login' | 'verify' | 'reset' | 'confirm' | 'change', string>;
  codeIntro: Record<'login' | 'verify' | 'reset' | 'confirm' | 'change', string>;
  codeExpires: Plural;
  minutes: Plural;
  codeIgnore: string;
  codeText: string;
  orderPlacedSubject: string;
  orderPlacedIntro: string;
  orderStatusSubject: string;
  orderStatusIntro: string;
  orderStatusText: string;
  orderCanceledSubject: string;
  orderCanceledIntro: string;
  refundedToWallet: string;
  parcelSubject: string;
  parcelIntro: string;
  tripBookedSubject: Record<'rental' | 'carmarket', string>;
  tripBookedIntro: Record<'rental' | 'carmarket', string>;
  tripStatusSubject: Record<'rental' | 'carmarket', string>;
  tripStatusIntro: Record<'rental' | 'carmarket', string>;
  tripStatusText: Record<'rental' | 'carmarket', string>;
  tripCanceledSubject: Record<'rental' | 'carmarket', string>;
  topUpSubject: string;
  topUpIntro: string;
  topUpBalance: string;
  store: string;
  item: string;
  quantity: string;
  price: string;
  items: Plural;
  variation: string;
  addOns: string;
  subtotal: string;
  itemDiscount: string;
  storeDiscount: string;
  couponDiscount: string;
  tax: string;
  taxIncluded: string;
  deliveryFee: string;
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  deliveryTo: string;
  pickupAt: string;
  scheduledFor: string;
  placedAt: string;
  note: string;
  trackOrder: string;
  parcelFrom: string;
  parcelTo: string;
  parcelCategory: string;
  parcelCharge: string;
  pickupTime: string;
  pickupFrom: string;
  destination: string;
  tripLength: Record<'hourly' | 'distance_wise', string>;
  duration: Plural;
  distance: string;
  vehicle: string;
  provider: string;
  reason: string;
  payment: Record<string, string>;
  /** from @mart/domain's one catalogue of status words, which the storefront reads too */
  paymentStatuses: Record<string, string>;
  orderStatus: Record<string, string>;
  tripStatus: Record<string, string>;
}

const en: MailTexts = {
  greeting: 'Hello!',
  greetingNamed: 'Hello, {name}!',
  footer: 'This message was sent by {site}.',
  footerWhy: 'You receive it because of an order or an account at {site}.',
  footerSettings: 'Receipts and status updates can be turned off on the Settings page of your account.',
  codeSubject: {
    login: '{site}: your sign-in code',
    verify: '{site}: your confirmation code',
    reset: '{site}: your password reset code',
    confirm: '{site}: confirm it is you',
    change: '{site}: confirm your new contact',
  },
  codeIntro: {
    login: 'Your code to sign in:',
    verify: 'Your code to confirm this address:',
    reset: 'Your code to set a new password:',
    confirm: 'Your code to confirm the change of your account:',
    change: 'Your code to confirm your new contact:',
  },
  codeExpires: { one: 'It expires in {n} minute.', other: 'It expires in {n} minutes.' },
  minutes: { one: '{n} minute', other: '{n} minutes' },
  codeIgnore: 'If you did not ask for it, ignore this message: nothing changes without the code.',
  codeText: '{site}: your code is {code}. It expires in {minutes}. Do not tell it to anyone.',
  orderPlacedSubject: '{site}: order #{id} placed',
  orderPlacedIntro: 'Thank you for your order #{id}. Here is your receipt.',
  orderStatusSubject: '{site}: order #{id} — {status}',
  orderStatusIntro: 'Your order #{id} is now: {status}.',
  orderStatusText: '{site}: order #{id} — {status}.',
  orderCanceledSubject: '{site}: order #{id} canceled',
  orderCanceledIntro: 'Your order #{id} has been canceled.',
  refundedToWallet: '{amount} has been returned to your wallet.',
  parcelSubject: '{site}: parcel #{id} placed',
  parcelIntro: 'Your parcel order #{id} is placed. A courier will pick it up.',
  tripBookedSubject: { rental: '{site}: trip #{id} booked', carmarket: '{site}: order #{id} placed' },
  tripBookedIntro: {
    rental: 'Your trip #{id} is booked. Here are its details.',
    carmarket: 'Your order #{id} is placed. Here are its details.',
  },
  tripStatusSubject: { rental: '{site}: trip #{id} — {status}', carmarket: '{site}: order #{id} — {status}' },
  tripStatusIntro: { rental: 'Your trip #{id} is now: {status}.', carmarket: 'Your order #{id} is now: {status}.' },
  tripStatusText: { rental: '{site}: trip #{id} — {status}.', carmarket: '{site}: order #{id} — {status}.' },
  tripCanceledSubject: { rental: '{site}: trip #{id} canceled', carmarket: '{site}: order #{id} canceled' },
  topUpSubject: '{site}: your wallet is topped up',
  topUpIntro: '{amount} has been added to your wallet.',
  topUpBalance: 'Wallet balance: {amount}',
  store: 'Store',
  item: 'Item',
  quantity: 'Qty',
  price: 'Price',
  items: { one: '{n} item', other: '{n} items' },
  variation: 'Options',
  addOns: 'Add-ons',
  subtotal: 'Items',
  itemDiscount: 'Item discount',
  storeDiscount: 'Store discount',
  couponDiscount: 'Coupon ({code})',
  tax: 'Tax',
  taxIncluded: 'Tax (included)',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  paymentMethod: 'Payment',
  paymentStatus: 'Payment status',
  deliveryTo: 'Delivery to',
  pickupAt: 'Pickup at the store',
  scheduledFor: 'Scheduled for',
  placedAt: 'Placed',
  note: 'Note',
  trackOrder: 'Track your order',
  parcelFrom: 'From',
  parcelTo: 'To',
  parcelCategory: 'Parcel',
  parcelCharge: 'Delivery charge',
  pickupTime: 'Pickup time',
  pickupFrom: 'Pickup',
  destination: 'Destination',
  tripLength: { hourly: 'Duration', distance_wise: 'Distance' },
  duration: { one: '{n} hour', other: '{n} hours' },
  distance: '{km} km',
  vehicle: 'Vehicle',
  provider: 'Provider',
  reason: 'Reason',
  payment: { cash_on_delivery: 'Cash on delivery', wallet: 'Wallet', digital_payment: 'Digital payment' },
  paymentStatuses: PAYMENT_STATUS_WORDS.en,
  orderStatus: ORDER_STATUS_WORDS.en,
  tripStatus: TRIP_STATUS_WORDS.en,
};

const ru: MailTexts = {
  greeting: 'Здравствуйте!',
  greetingNamed: 'Здравствуйте, {name}!',
  footer: 'Это письмо отправил {site}.',
  footerWhy: 'Вы получили его из-за заказа или учётной записи в {site}.',
  footerSettings: 'Чеки и уведомления о статусе можно отключить на странице «Настройки» в вашем профиле.',
  codeSubject: {
    login: '{site}: код для входа',
    verify: '{site}: код подтверждения',
    reset: '{site}: код для смены пароля',
    confirm: '{site}: подтвердите, что это вы',
    change: '{site}: подтвердите новый контакт',
  },
  codeIntro: {
    login: 'Ваш код для входа:',
    verify: 'Ваш код для подтверждения этого адреса:',
    reset: 'Ваш код для нового пароля:',
    confirm: 'Ваш код для подтверждения изменений в учётной записи:',
    change: 'Ваш код для подтверждения нового контакта:',
  },
  codeExpires: {
    one: 'Он действует {n} минуту.',
    few: 'Он действует {n} минуты.',
    many: 'Он действует {n} минут.',
    other: 'Он действует {n} минуты.',
  },
  minutes: { one: '{n} минуту', few: '{n} минуты', many: '{n} минут', other: '{n} минуты' },
  codeIgnore: 'Если вы его не запрашивали, просто проигнорируйте это письмо: без кода ничего не изменится.',
  codeText: '{site}: ваш код {code}. Действует {minutes}. Никому его не сообщайте.',
  orderPlacedSubject: '{site}: заказ №{id} оформлен',
  orderPlacedIntro: 'Спасибо за заказ №{id}. Ваш чек ниже.',
  orderStatusSubject: '{site}: заказ №{id} — {status}',
  orderStatusIntro: 'Статус вашего заказа №{id}: {status}.',
  orderStatusText: '{site}: заказ №{id} — {status}.',
  orderCanceledSubject: '{site}: заказ №{id} отменён',
  orderCanceledIntro: 'Ваш заказ №{id} отменён.',
  refundedToWallet: '{amount} возвращено на ваш кошелёк.',
  parcelSubject: '{site}: посылка №{id} оформлена',
  parcelIntro: 'Ваша посылка №{id} оформлена. Курьер заберёт её.',
  tripBookedSubject: { rental: '{site}: поездка №{id} забронирована', carmarket: '{site}: заказ №{id} оформлен' },
  tripBookedIntro: {
    rental: 'Ваша поездка №{id} забронирована. Подробности ниже.',
    carmarket: 'Ваш заказ №{id} оформлен. Подробности ниже.',
  },
  tripStatusSubject: { rental: '{site}: поездка №{id} — {status}', carmarket: '{site}: заказ №{id} — {status}' },
  tripStatusIntro: {
    rental: 'Статус вашей поездки №{id}: {status}.',
    carmarket: 'Статус вашего заказа №{id}: {status}.',
  },
  tripStatusText: { rental: '{site}: поездка №{id} — {status}.', carmarket: '{site}: заказ №{id} — {status}.' },
  tripCanceledSubject: { rental: '{site}: поездка №{id} отменена', carmarket: '{site}: заказ №{id} отменён' },
  topUpSubject: '{site}: кошелёк пополнен',
  topUpIntro: 'На ваш кошелёк зачислено {amount}.',
  topUpBalance: 'Баланс кошелька: {amount}',
  store: 'Магазин',
  item: 'Товар',
  quantity: 'Кол-во',
  price: 'Цена',
  items: { one: '{n} товар', few: '{n} товара', many: '{n} товаров', other: '{n} товара' },
  variation: 'Варианты',
  addOns: 'Добавки',
  subtotal: 'Товары',
  itemDiscount: 'Скидка на товары',
  storeDiscount: 'Скидка магазина',
  couponDiscount: 'Купон ({code})',
  tax: 'Налог',
  taxIncluded: 'Налог (включён)',
  deliveryFee: 'Доставка',
  total: 'Итого',
  paymentMethod: 'Оплата',
  paymentStatus: 'Статус оплаты',
  deliveryTo: 'Адрес доставки',
  pickupAt: 'Самовывоз из магазина',
  scheduledFor: 'Запланирован на',
  placedAt: 'Оформлен',
  note: 'Комментарий',
  trackOrder: 'Отследить заказ',
  parcelFrom: 'Откуда',
  parcelTo: 'Куда',
  parcelCategory: 'Посылка',
  parcelCharge: 'Стоимость доставки',
  pickupTime: 'Время подачи',
  pickupFrom: 'Откуда',
  destination: 'Куда',
  tripLength: { hourly: 'Продолжительность', distance_wise: 'Расстояние' },
  duration: { one: '{n} час', few: '{n} часа', many: '{n} часов', other: '{n} часа' },
  distance: '{km} км',
  vehicle: 'Автомобиль',
  provider: 'Компания',
  reason: 'Причина',
  payment: { cash_on_delivery: 'Наличными при получении', wallet: 'Кошелёк', digital_payment: 'Онлайн-оплата' },
  paymentStatuses: PAYMENT_STATUS_WORDS.ru,
  orderStatus: ORDER_STATUS_WORDS.ru,
  tripStatus: TRIP_STATUS_WORDS.ru,
};

const kz: MailTexts = {
  greeting: 'Сәлеметсіз бе!',
  greetingNamed: 'Сәлеметсіз бе, {name}!',
  footer: 'Бұл хатты {site} жіберді.',
  footerWhy: 'Сіз оны {site} сайтындағы тапсырыс немесе тіркелгі себебінен алдыңыз.',
  footerSettings: 'Түбіртектер мен мәртебе хабарламаларын профильдегі «Баптаулар» бетінде өшіруге болады.',
  codeSubject: {
    login: '{site}: кіру коды',
    verify: '{site}: растау коды',
    reset: '{site}: құпиясөзді өзгерту коды',
    confirm: '{site}: бұл сіз екеніңізді растаңыз',
    change: '{site}: жаңа байланысты растаңыз',
  },
  codeIntro: {
    login: 'Кіруге арналған кодыңыз:',
    verify: 'Осы мекенжайды растауға арналған кодыңыз:',
    reset: 'Жаңа құпиясөзге арналған кодыңыз:',
    confirm: 'Тіркелгідегі өзгерісті растауға арналған кодыңыз:',
    change: 'Жаңа байланысты растауға арналған кодыңыз:',
  },
  codeExpires: { one: 'Ол {n} минут жарамды.', other: 'Ол {n} минут жарамды.' },
  minutes: { one: '{n} минут', other: '{n} минут' },
  codeIgnore: 'Егер оны сұрамаған болсаңыз, бұл хатты елемеңіз: кодсыз ештеңе өзгермейді.',
  codeText: '{site}: кодыңыз {code}. {minutes} жарамды. Оны ешкімге айтпаңыз.',
  orderPlacedSubject: '{site}: №{id} тапсырыс рәсімделді',
  orderPlacedIntro: '№{id} тапсырысыңызға рақмет. Түбіртегіңіз төменде.',
  orderStatusSubject: '{site}: №{id} тапсырыс — {status}',
  orderStatusIntro: '№{id} тапсырысыңыздың мәртебесі: {status}.',
  orderStatusText: '{site}: №{id} тапсырыс — {status}.',
  orderCanceledSubject: '{site}: №{id} тапсырыстан бас тартылды',
  orderCanceledIntro: '№{id} тапсырысыңыздан бас тартылды.',
  refundedToWallet: '{amount} әмияныңызға қайтарылды.',
  parcelSubject: '{site}: №{id} сәлемдеме рәсімделді',
  parcelIntro: '№{id} сәлемдемеңіз рәсімделді. Курьер оны алып кетеді.',
  tripBookedSubject: { rental: '{site}: №{id} сапар брондалды', carmarket: '{site}: №{id} тапсырыс рәсімделді' },
  tripBookedIntro: {
    rental: '№{id} сапарыңыз брондалды. Толығырақ төменде.',
    carmarket: '№{id} тапсырысыңыз рәсімделді. Толығырақ төменде.',
  },
  tripStatusSubject: { rental: '{site}: №{id} сапар — {status}', carmarket: '{site}: №{id} тапсырыс — {status}' },
  tripStatusIntro: {
    rental: '№{id} сапарыңыздың мәртебесі: {status}.',
    carmarket: '№{id} тапсырысыңыздың мәртебесі: {status}.',
  },
  tripStatusText: { rental: '{site}: №{id} сапар — {status}.', carmarket: '{site}: №{id} тапсырыс — {status}.' },
  tripCanceledSubject: {
    rental: '{site}: №{id} сапардан бас тартылды',
    carmarket: '{site}: №{id} тапсырыстан бас тартылды',
  },
  topUpSubject: '{site}: әмиян толықтырылды',
  topUpIntro: 'Әмияныңызға {amount} түсті.',
  topUpBalance: 'Әмиян балансы: {amount}',
  store: 'Дүкен',
  item: 'Тауар',
  quantity: 'Саны',
  price: 'Бағасы',
  items: { one: '{n} тауар', other: '{n} тауар' },
  variation: 'Нұсқалар',
  addOns: 'Қосымшалар',
  subtotal: 'Тауарлар',
  itemDiscount: 'Тауар жеңілдігі',
  storeDiscount: 'Дүкен жеңілдігі',
  couponDiscount: 'Купон ({code})',
  tax: 'Салық',
  taxIncluded: 'Салық (қосылған)',
  deliveryFee: 'Жеткізу',
  total: 'Барлығы',
  paymentMethod: 'Төлем',
  paymentStatus: 'Төлем мәртебесі',
  deliveryTo: 'Жеткізу мекенжайы',
  pickupAt: 'Дүкеннен алып кету',
  scheduledFor: 'Жоспарланған уақыты',
  placedAt: 'Рәсімделді',
  note: 'Түсініктеме',
  trackOrder: 'Тапсырысты қадағалау',
  parcelFrom: 'Қайдан',
  parcelTo: 'Қайда',
  parcelCategory: 'Сәлемдеме',
  parcelCharge: 'Жеткізу құны',
  pickupTime: 'Беру уақыты',
  pickupFrom: 'Қайдан',
  destination: 'Қайда',
  tripLength: { hourly: 'Ұзақтығы', distance_wise: 'Қашықтығы' },
  duration: { one: '{n} сағат', other: '{n} сағат' },
  distance: '{km} км',
  vehicle: 'Көлік',
  provider: 'Компания',
  reason: 'Себебі',
  payment: { cash_on_delivery: 'Қолма-қол төлеу', wallet: 'Әмиян', digital_payment: 'Онлайн төлем' },
  paymentStatuses: PAYMENT_STATUS_WORDS.kz,
  orderStatus: ORDER_STATUS_WORDS.kz,
  tripStatus: TRIP_STATUS_WORDS.kz,
};

export const MAIL_TEXTS: Record<Lang, MailTexts> = { en, ru, kz };

/** The Intl locale of a language code ('kz' is no locale Intl knows; Kazakh is 'kk'). */
export const intlLocale = (lang: Lang): string => (lang === 'kz' ? 'kk' : lang);

/** `{name}` placeholders filled; an unknown one is left as it is. */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The form of `forms` the language's plural rules pick for `n`, with `{n}` filled. */
export function plural(lang: Lang, n: number, forms: Plural, params: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(intlLocale(lang)).select(n);
  return fill(forms[category] ?? forms.other, { n: new Intl.NumberFormat(intlLocale(lang)).format(n), ...params });
}

/** The demo mailbox page (routes/demo-mailbox.ts, demo mode only). */
export interface DemoMailboxTexts {
  title: string;
  intro: string;
  empty: string;
  to: string;
  text: string;
  mail: string;
  back: string;
  filter: string;
  show: string;
}

export const DEMO_MAILBOX_TEXTS: Record<Lang, DemoMailboxTexts> = {
  en: {
    title: 'Demo mailbox',
    intro:
      'Demo mode sends nothing out: the mails and texts the store sent are caught here, so you can read your receipt and your codes.',
    empty: 'Nothing has been sent yet.',
    to: 'To',
    text: 'Text',
    mail: 'Mail',
    back: 'All messages',
    filter: 'Address or phone',
    show: 'Show',
  },
  ru: {
    title: 'Демо-почта',
    intro:
      'В демо-режиме ничего не уходит наружу: письма и SMS, которые отправил магазин, попадают сюда — здесь можно прочитать чек и коды.',
    empty: 'Пока ничего не отправлено.',
    to: 'Кому',
    text: 'SMS',
    mail: 'Письмо',
    back: 'Все сообщения',
    filter: 'Адрес или телефон',
    show: 'Показать',
  },
  kz: {
    title: 'Демо-пошта',
    intro:
      'Демо режимінде ештеңе сыртқа жіберілмейді: дүкен жіберген хаттар мен SMS осында түседі — түбіртек пен кодтарды осы жерден оқуға болады.',
    empty: 'Әзірге ештеңе жіберілмеді.',
    to: 'Кімге',
    text: 'SMS',
    mail: 'Хат',
    back: 'Барлық хабарламалар',
    filter: 'Мекенжай немесе телефон',
    show: 'Көрсету',
  },
};

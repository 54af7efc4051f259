import type { Translations } from '@mart/i18n';

// The landing (what /home shows before a module is picked) and the shell's deep-link notice.
const landingEn = {
  zones: 'Where we deliver',
  features: 'Why Mart',
  popularStores: 'Popular stores',
};
const deepLinkEn = {
  otherZone: 'This store works in another delivery zone. To order from it, choose an address in its zone.',
};

export const landingTranslations: Translations = {
  ru: { zones: 'Где мы доставляем', features: 'Почему Mart', popularStores: 'Популярные магазины' },
  kz: { zones: 'Қай жерге жеткіземіз', features: 'Неге Mart', popularStores: 'Танымал дүкендер' },
  en: landingEn,
};

export const deepLinkTranslations: Translations = {
  ru: {
    otherZone: 'Этот магазин работает в другой зоне доставки. Чтобы заказать в нём, выберите адрес в его зоне.',
  },
  kz: {
    otherZone:
      'Бұл дүкен басқа жеткізу аймағында жұмыс істейді. Одан тапсырыс беру үшін оның аймағындағы мекенжайды таңдаңыз.',
  },
  en: deepLinkEn,
};

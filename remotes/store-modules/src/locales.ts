import type { Translations } from '@mart/i18n';

export const storeTranslations: Translations = {
  ru: { title: 'Магазины', cartTitle: 'Корзина' },
  kz: { title: 'Дүкендер', cartTitle: 'Себет' },
  en: { title: 'Stores', cartTitle: 'Shopping Cart' },
};

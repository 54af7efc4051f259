import type { Translations } from '@mart/i18n';

export const accountTranslations: Translations = {
  ru: { title: 'Личный кабинет', wishlist: 'Избранное', location: 'Адрес доставки' },
  kz: { title: 'Жеке кабинет', wishlist: 'Таңдаулылар', location: 'Жеткізу мекенжайы' },
  en: { title: 'My account', wishlist: 'Wishlist', location: 'Delivery address' },
};

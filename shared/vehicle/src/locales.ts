import type { Translations } from '@mart/i18n';

export const vehicleTranslations: Translations = {
  ru: { rental: { title: 'Аренда автомобилей' }, carmarket: { title: 'Автомаркет' } },
  kz: { rental: { title: 'Көлік жалға алу' }, carmarket: { title: 'Автомаркет' } },
  en: { rental: { title: 'Vehicle rental' }, carmarket: { title: 'Car market' } },
};

import { countedStringProblems, missingKeys } from '@mart/i18n';
import { storeTranslations } from './locales';

it('has every string in ru, kz and en and every counted string in each plural form', () => {
  expect(missingKeys(storeTranslations)).toEqual([]);
  expect(countedStringProblems('store', storeTranslations)).toEqual([]);
});

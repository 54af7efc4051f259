import { countedStringProblems, missingKeys } from '@mart/i18n';
import { deepLinkTranslations, landingTranslations } from './locales';

it('has every landing and deep-link string in ru, kz and en', () => {
  expect(missingKeys(landingTranslations)).toEqual([]);
  expect(missingKeys(deepLinkTranslations)).toEqual([]);
  expect(countedStringProblems('landing', landingTranslations)).toEqual([]);
});

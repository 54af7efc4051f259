import { countedStringProblems, missingKeys } from '@mart/i18n';
import { authTranslations } from './locales';

it('has every string in ru, kz and en and every counted string in each plural form', () => {
  expect(missingKeys(authTranslations)).toEqual([]);
  expect(countedStringProblems('auth', authTranslations)).toEqual([]);
});

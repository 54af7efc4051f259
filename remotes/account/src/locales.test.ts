import { countedStringProblems, missingKeys } from '@mart/i18n';
import { accountTranslations } from './locales';

it('has every string in ru, kz and en and every counted string in each plural form', () => {
  expect(missingKeys(accountTranslations)).toEqual([]);
  expect(countedStringProblems('account', accountTranslations)).toEqual([]);
});

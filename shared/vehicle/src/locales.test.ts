import { countedStringProblems, missingKeys } from '@mart/i18n';
import { vehicleTranslations } from './locales';

it('has every string in ru, kz and en and every counted string in each plural form', () => {
  expect(missingKeys(vehicleTranslations)).toEqual([]);
  expect(countedStringProblems('vehicle', vehicleTranslations)).toEqual([]);
});

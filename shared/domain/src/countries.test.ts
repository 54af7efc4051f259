import {
  COUNTRIES,
  countryByIso,
  countryPickerOn,
  defaultCountry,
  internationalPhone,
  isNationalNumberValid,
  splitPhone,
} from './countries';

const KZ = countryByIso('KZ')!;
const RU = countryByIso('RU')!;
const KG = countryByIso('KG')!;

test('the default follows the currency, then the config country, then Kazakhstan (+7)', () => {
  // the demo: a Russian-language site (country RU) selling in tenge
  expect(defaultCountry({ country: 'RU', currency_code: 'KZT' })).toBe(KZ);
  expect(defaultCountry({ country: 'RU', currency_code: 'RUB' })).toBe(RU);
  expect(defaultCountry({ country: 'kg' })).toBe(KG);
  expect(defaultCountry({ country: 'XX', currency_code: 'XYZ' })).toBe(KZ);
  expect(defaultCountry({ currency_code: 'constructor' })).toBe(KZ);
  expect(defaultCountry(null)).toBe(KZ);
  expect(KZ.dial).toBe('+7');
});

test('the picker is on only for country_picker_status 1', () => {
  expect(countryPickerOn({ country_picker_status: 1 })).toBe(true);
  expect(countryPickerOn({ country_picker_status: '1' })).toBe(true);
  expect(countryPickerOn({ country_picker_status: 0 })).toBe(false);
  expect(countryPickerOn({})).toBe(false);
  expect(countryPickerOn(null)).toBe(false);
});

test("a national number is checked by its country's length", () => {
  expect(isNationalNumberValid(KZ, '701 123 45 67')).toBe(true);
  expect(isNationalNumberValid(KZ, '70112345')).toBe(false);
  expect(isNationalNumberValid(KG, '555123456')).toBe(true);
  expect(isNationalNumberValid(KG, '5551234567')).toBe(false);
  expect(isNationalNumberValid(countryByIso('AE')!, '41234567')).toBe(true);
});

test('country and national part make the international number, and split back', () => {
  expect(internationalPhone(KG, '555 12-34-56')).toBe('+996555123456');
  expect(internationalPhone(KZ, '')).toBe('');
  expect(splitPhone('+996555123456', KZ)).toEqual({ country: KG, national: '555123456' });
  // +7 is shared: the preferred of the two keeps its place
  expect(splitPhone('+77011234567', RU)).toEqual({ country: RU, national: '7011234567' });
  expect(splitPhone('+77011234567', KG)).toEqual({ country: KZ, national: '7011234567' });
  expect(splitPhone('7011234567', KZ)).toEqual({ country: KZ, national: '7011234567' });
  expect(splitPhone('+0000', KZ)).toEqual({ country: KZ, national: '0000' });
  expect(splitPhone(null, KZ)).toEqual({ country: KZ, national: '' });
});

test('every country has one ISO code and a sane dial code and length', () => {
  expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
  for (const c of COUNTRIES) {
    expect(c.dial).toMatch(/^\+\d{1,3}$/);
    expect(c.min).toBeLessThanOrEqual(c.max);
    expect(c.dial.length - 1 + c.max).toBeLessThanOrEqual(15);
  }
});

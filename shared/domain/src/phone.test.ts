import mobile from 'libphonenumber-js/metadata.mobile.json';
import { COUNTRIES, countryByIso } from './countries';
import { MESSAGE_TRANSLATIONS } from './message-translations';
import { interpolate, type Translate } from './messages';
import { checkPhone, countryName, e164Phone, phoneCountryMessage, phoneRuleOf } from './phone';
import { PHONE_METADATA } from './phone-metadata';
import { metadataFor } from './phone-metadata-filter';
import { signUpSchema } from './schemas/auth';
import { validateValues } from './schemas/validate';

const KZ = countryByIso('KZ')!;
const RU = countryByIso('RU')!;
/** a Kazakh-only site: the picker off, money in tenge */
const kazakhOnly = phoneRuleOf({ country_picker_status: 0, currency_code: 'KZT' }, null, 'en');
const everyCountry = phoneRuleOf({ country_picker_status: 1, currency_code: 'KZT' }, null, 'en');

describe('checkPhone (issue 40.7: per country, by libphonenumber-js)', () => {
  test('a Kazakh site takes Kazakh mobile numbers, in any format, and gives them in E.164', () => {
    for (const typed of ['+7 701 123 45 67', '+7 (747) 123-45-67', '87011234567', '7011234567', '+77771234567'])
      expect(checkPhone(typed, kazakhOnly)).toMatchObject({ ok: true, country: { iso: 'KZ' } });
    expect(checkPhone('+7 (747) 123-45-67', kazakhOnly)).toMatchObject({ e164: '+77471234567' });
  });

  test('ten digits after +7 are not enough: a Russian mobile, a wrong operator code, a landline are refused', () => {
    for (const typed of ['+79161234567', '+77991234567', '+77271234567', '+7701123456', '+996555123456', 'abc', ''])
      expect(checkPhone(typed, kazakhOnly)).toEqual({ ok: false, expected: KZ });
  });

  test('with the picker on, every offered country is taken whole; a picked one takes its own numbers only', () => {
    expect(checkPhone('+79161234567', everyCountry)).toMatchObject({ ok: true, e164: '+79161234567', country: RU });
    expect(checkPhone('+996555123456', everyCountry)).toMatchObject({ ok: true, country: { iso: 'KG' } });
    const pickedKz = phoneRuleOf({ country_picker_status: 1 }, KZ, 'ru');
    expect(checkPhone('701 123 45 67', pickedKz)).toMatchObject({ ok: true, e164: '+77011234567' });
    expect(checkPhone('916 123 45 67', pickedKz)).toEqual({ ok: false, expected: KZ });
    const pickedRu = phoneRuleOf({ country_picker_status: 1 }, RU, 'ru');
    expect(checkPhone('9161234567', pickedRu)).toMatchObject({ ok: true, e164: '+79161234567' });
  });

  test('e164Phone sends the checked number, or what was typed with a plus', () => {
    expect(e164Phone('8 701 123 45 67', kazakhOnly)).toBe('+77011234567');
    expect(e164Phone('916', kazakhOnly)).toBe('+916');
  });

  test("the message names the expected country in the page's language", () => {
    const t =
      (lang: 'ru' | 'en' | 'kz'): Translate =>
      (key, params) =>
        interpolate(MESSAGE_TRANSLATIONS[lang][key], params);
    expect(phoneCountryMessage(t('en'), KZ, 'en')).toBe('Enter a valid mobile number of Kazakhstan');
    expect(phoneCountryMessage(t('ru'), KZ, 'ru')).toBe('Введите действующий номер мобильного телефона (Казахстан)');
    expect(phoneCountryMessage(t('kz'), KZ, 'kz')).toBe('Жарамды ұялы телефон нөмірін енгізіңіз (Қазақстан)');
    expect(countryName('KZ', 'xx-invalid-')).toBe('KZ');
  });

  test('the sign-up schema refuses a Russian mobile number at a Kazakh-only site', () => {
    const result = validateValues(signUpSchema(undefined, kazakhOnly), {
      name: 'Aida',
      email: 'aida@mail.kz',
      phone: '+79161234567',
      password: 'secret1',
      confirm_password: 'secret1',
      terms: true,
    });
    expect(result).toMatchObject({ ok: false, errors: { phone: 'Enter a valid mobile number of Kazakhstan' } });
  });
});

test('the shipped metadata is the installed library cut to the offered countries (regenerate when this fails)', () => {
  expect(PHONE_METADATA).toEqual(
    metadataFor(
      mobile,
      COUNTRIES.map((c) => c.iso),
    ),
  );
  expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual(COUNTRIES.map((c) => c.iso).sort());
});

import common from './locales/common';
import { missingKeys } from './parity';
import { countedStringProblems } from './counted';
import { i18n, applyLanguage, registerTranslations } from './instance';

describe('translations', () => {
  it('has every common string in ru, kz and en', () => {
    expect(missingKeys(common)).toEqual([]);
  });

  it('reports a key missing in one language', () => {
    expect(missingKeys({ ru: { a: 1, b: { c: 1 } }, kz: { a: 1 }, en: { a: 1, b: { c: 1 } } })).toEqual(['kz:b.c']);
  });

  it('defaults to ru, switches language and direction', async () => {
    expect(i18n.t('nav.signIn')).toBe('Войти');
    await applyLanguage('en');
    expect(i18n.t('nav.signIn')).toBe('Sign In');
    expect(document.documentElement.dir).toBe('ltr');
    await applyLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('nav.signIn')).toBe('Sign In');
    await applyLanguage('kz');
    expect(document.documentElement.lang).toBe('kk');
    expect(i18n.t('nav.signIn')).toBe('Кіру');
  });

  it('lets a remote add its namespace', () => {
    registerTranslations('demo', { ru: { hi: 'Привет' }, kz: { hi: 'Сәлем' }, en: { hi: 'Hi' } });
    expect(i18n.t('demo:hi', { lng: 'kk' })).toBe('Сәлем');
  });
});

describe('counted strings', () => {
  it('has every plural form of common in each language', () => {
    expect(countedStringProblems('common', common)).toEqual([]);
  });

  it('picks the Russian and Kazakh forms by their own rules', () => {
    const t = {
      ru: { n_one: '{{count}} день', n_few: '{{count}} дня', n_many: '{{count}} дней', n_other: '{{count}} дня' },
      kz: { n_one: '{{count}} күн', n_other: '{{count}} күн' },
      en: { n_one: '{{count}} day', n_other: '{{count}} days' },
    };
    expect(countedStringProblems('plurals-demo', t)).toEqual([]);
    const ru = [1, 2, 5, 11, 21, 22, 25].map((count) => i18n.t('plurals-demo:n', { lng: 'ru', count }));
    expect(ru).toEqual(['1 день', '2 дня', '5 дней', '11 дней', '21 день', '22 дня', '25 дней']);
    expect(i18n.t('plurals-demo:n', { lng: 'en', count: 1 })).toBe('1 day');
    expect(i18n.t('plurals-demo:n', { lng: 'kk', count: 2 })).toBe('2 күн');
  });

  it('reports a missing form, an English noun without plurals and a raw key', () => {
    const t = {
      ru: { n_one: '{{count}} день', n_other: '{{count}} дня', m: 'Отзывов: {{count}}' },
      kz: { n_one: '{{count}} күн', n_other: '{{count}} күн', m: 'Пікірлер: {{count}}' },
      en: { n_one: '{{count}} day', n_other: '{{count}} days', m: '{{count}} reviews' },
    };
    const problems = countedStringProblems('plurals-broken', t);
    expect(problems).toEqual(
      expect.arrayContaining(['ru:n_few', 'ru:n_many', 'en:m needs plural forms', 'ru:n (2): n']),
    );
  });
});

import common from './locales/common';
import { missingKeys } from './parity';
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
    expect(i18n.t('demo:hi', { lng: 'kz' })).toBe('Сәлем');
  });
});

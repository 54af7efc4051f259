import { applyLanguage, i18n, registerTranslations } from './instance';

afterAll(() => applyLanguage('ru'));

test('a namespace registers once in every language, nested keys and plural forms included', async () => {
  registerTranslations('probe', {
    ru: {
      title: 'Корзина',
      items_one: '{{count}} товар',
      items_few: '{{count}} товара',
      items_many: '{{count}} товаров',
      a: { b: 'вложенный' },
    },
    kz: { title: 'Себет', items_one: '{{count}} тауар', items_other: '{{count}} тауар', a: { b: 'ішкі' } },
    en: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', a: { b: 'nested' } },
  });
  // a second registration (another remote version, a remount) does not replace the first
  registerTranslations('probe', { ru: { title: 'другое' }, kz: { title: 'басқа' }, en: { title: 'other' } });
  await applyLanguage('ru');
  expect([i18n.t('probe:title'), i18n.t('probe:items', { count: 3 }), i18n.t('probe:a.b')]).toEqual([
    'Корзина',
    '3 товара',
    'вложенный',
  ]);
  await applyLanguage('kz');
  expect([i18n.t('probe:title'), i18n.t('probe:items', { count: 5 }), i18n.t('probe:a.b')]).toEqual([
    'Себет',
    '5 тауар',
    'ішкі',
  ]);
  await applyLanguage('en');
  expect([i18n.t('probe:title'), i18n.t('probe:items', { count: 1 }), i18n.t('probe:a.b')]).toEqual([
    'Cart',
    '1 item',
    'nested',
  ]);
});

test('Kazakh is kk to i18next and Intl (plural rules with no patch), kz stays the site code', async () => {
  registerTranslations('kk-probe', {
    ru: { n_one: '{{count}} день', n_few: '{{count}} дня', n_many: '{{count}} дней' },
    kz: { n_one: '{{count}} күн', n_other: '{{count}} күн' },
    en: { n_one: '{{count}} day', n_other: '{{count}} days' },
  });
  await applyLanguage('kz');
  expect(i18n.language).toBe('kk');
  expect(i18n.hasResourceBundle('kk', 'kk-probe')).toBe(true);
  expect(i18n.hasResourceBundle('kz', 'kk-probe')).toBe(false);
  expect(i18n.t('kk-probe:n', { count: 1 })).toBe('1 күн');
  expect(i18n.t('kk-probe:n', { count: 21 })).toBe('21 күн');
  expect(document.documentElement.lang).toBe('kk');
  // the plural resolver is i18next's own: asked for kk, it answers with Intl's Kazakh rules
  const resolver = i18n.services.pluralResolver as unknown as { getRule(code: string): Intl.PluralRules | undefined };
  expect(resolver.getRule('kk')?.resolvedOptions().locale).toBe('kk');
  expect(Object.prototype.hasOwnProperty.call(resolver, 'getRule')).toBe(false);
});

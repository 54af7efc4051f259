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

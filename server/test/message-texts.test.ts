/**
 * The words of mails and texts (messages/mail-texts.ts) and the templates (messages/templates.ts): every language
 * has every text, the same placeholders as English, and every plural form its CLDR rules pick; what comes from data
 * is escaped in the HTML; money and dates follow the language.
 */
import { DEMO_MAILBOX_TEXTS, MAIL_TEXTS, intlLocale, plural, type Plural } from '../src/messages/mail-texts';
import { renderMessage, type ReceiptOrder, type Site } from '../src/messages/templates';
import type { Lang } from '../src/i18n';

const LANGS: Lang[] = ['ru', 'kz', 'en'];
const isPlural = (v: unknown): v is Plural => typeof v === 'object' && v !== null && 'other' in v;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every leaf of a texts object, by path. */
function leaves(value: unknown, at = ''): [string, unknown][] {
  if (typeof value === 'string' || isPlural(value)) return [[at, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
}

describe.each([
  ['mail texts', MAIL_TEXTS],
  ['demo mailbox page', DEMO_MAILBOX_TEXTS],
] as const)('%s', (_name, texts) => {
  const english = new Map(leaves(texts.en));
  test.each(LANGS)('%s has every text English has, with the same placeholders, and nothing else', (lang) => {
    const own = new Map(leaves(texts[lang]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of own) {
      const en = english.get(key);
      const text = (v: unknown) => (isPlural(v) ? v.other : (v as string));
      expect([key, placeholders(text(value))]).toEqual([key, placeholders(text(en))]);
      expect(text(value).trim()).not.toBe('');
    }
  });
  test.each(LANGS)('%s: every plural has each form the language uses', (lang) => {
    const needed = new Intl.PluralRules(intlLocale(lang)).resolvedOptions().pluralCategories;
    for (const [key, value] of leaves(texts[lang]))
      if (isPlural(value))
        for (const form of needed) expect([key, form, value[form] !== undefined]).toEqual([key, form, true]);
  });
});

test('plural forms follow CLDR in Russian', () => {
  const forms = MAIL_TEXTS.ru.minutes;
  expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural('ru', n, forms))).toEqual([
    '1 минуту',
    '2 минуты',
    '5 минут',
    '11 минут',
    '21 минуту',
    '22 минуты',
    '25 минут',
  ]);
  expect(plural('en', 1, MAIL_TEXTS.en.duration)).toBe('1 hour');
  expect(plural('en', 3, MAIL_TEXTS.en.duration)).toBe('3 hours');
});

const site: Site = {
  name: 'Mart & <Co>',
  logoUrl: 'https://api.mart.example/storage/business/logo.svg',
  storefrontUrl: 'https://mart.example',
  currency: 'KZT',
  decimals: 2,
};
const order: ReceiptOrder = {
  id: 17,
  store_name: 'Burger "House" <b>',
  order_type: 'delivery',
  order_status: 'pending',
  payment_method: 'cash_on_delivery',
  payment_status: 'unpaid',
  items_subtotal: 1234.5,
  item_discount: 0,
  store_discount: 0,
  coupon_code: 'SAVE10',
  coupon_discount: 100,
  tax: 50,
  tax_included: false,
  delivery_charge: 300,
  order_amount: 1484.5,
  delivery_address: { address: 'Abay 1 <img src=x onerror=alert(1)>', contact_person_name: 'Dana', house: '5' },
  schedule_at: '2026-06-15T14:30:00.000Z',
  order_note: null,
  cancellation_reason: null,
  created_at: '2026-06-15T09:00:00.000Z',
  details: [
    {
      name: 'Cheeseburger </td><script>',
      quantity: 2,
      total_price: 1234.5,
      variation_options: ['Large'],
      variation: [{ name: 'Sauce', values: { label: ['BBQ', 'Garlic'] } }],
      add_ons: [{ name: 'Cheese', quantity: 1, price: 100 }],
    },
  ],
  parcel: null,
};

test.each([
  ['ru', '1 484,50 ₸', '15 июня 2026 г. в 19:30', 'Запланирован на'],
  ['kz', '1 484,50 ₸', '2026 ж. 15 маусым, 19:30', 'Жоспарланған уақыты'],
  ['en', '₸1,484.50', 'June 15, 2026 at 7:30 PM', 'Scheduled for'],
] as const)(
  '%s receipt: money and the scheduled slot in the store zone, lines with options and add-ons',
  (lang, total, slot, label) => {
    const r = renderMessage({ kind: 'order_placed', order }, site, { name: 'Dana', lang, timeZone: 'Etc/GMT-5' });
    // Intl separates groups and units with no-break spaces
    const text = r.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(total);
    expect(text).toContain(`${label}: ${slot}`);
    expect(r.text).toContain('BBQ, Garlic');
    expect(r.text).toContain('Cheese × 1');
    expect(r.text).toContain('SAVE10');
    expect(r.html).toContain(`<html lang="${intlLocale(lang)}">`);
  },
);

test('everything interpolated into the HTML is escaped; links and the logo only as http(s)', () => {
  const r = renderMessage({ kind: 'order_placed', order }, site, {
    name: '<b>Dana</b>',
    lang: 'en',
    timeZone: undefined,
  });
  expect(r.html).not.toMatch(/<script|<img src=x|<b>Dana|<Co>|"House"/);
  expect(r.html).toContain('Mart &amp; &lt;Co&gt;');
  expect(r.html).toContain('Cheeseburger &lt;/td&gt;&lt;script&gt;');
  expect(r.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(r.html).toContain('<img src="https://api.mart.example/storage/business/logo.svg"');
  expect(r.html).toContain('href="https://mart.example/track-order?order_id=17"');
  const hostile = renderMessage(
    { kind: 'order_placed', order },
    { ...site, logoUrl: 'javascript:alert(1)', storefrontUrl: 'javascript:x' },
    {
      name: null,
      lang: 'en',
      timeZone: undefined,
    },
  );
  expect(hostile.html).not.toContain('javascript:');
  // the plain text is for reading as it is
  expect(r.text).toContain('Hello, <b>Dana</b>!');
});

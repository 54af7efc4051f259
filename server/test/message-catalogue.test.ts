import { MESSAGES } from '@mart/domain';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '../src/messages/catalogue';
import { localizeMessage } from '../src/plugins/localize-messages';
import { scanMessages } from './message-scan';

const shape = (text: string) => text.replace(/\{\w*\}/g, '{}');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const CYRILLIC = /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/;

describe('the server message catalogue', () => {
  const found = scanMessages(join(__dirname, '..', 'src'));
  const known = new Set([...Object.values(SERVER_MESSAGES).map(([en]) => en), ...Object.values(MESSAGES)].map(shape));

  it('finds the messages the source writes', () => {
    // the scanner itself: a few texts from different kinds of call sites
    const texts = found.map((f) => f.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Credentials do not match.', // new ApiError
        'Store not found.', // notFound('Store')
        'Successfully added to your wishlist.', // message:
        'limit must be between 1 and 100.', // Messages({...})
        'Please verify your phone number.', // a conditional inside a template
        '{} must be a positive integer.', // a template
      ]),
    );
    expect(found.length).toBeGreaterThan(150);
  });

  it('has every message the server source writes, in ru, kz and en', () => {
    const missing = found.filter((f) => !known.has(shape(f.text))).map((f) => `${f.at}: ${f.text}`);
    expect(missing).toEqual([]);
  });

  it('translates each entry into ru and kz, with no placeholder English lacks', () => {
    const problems: string[] = [];
    for (const [code, [en, ru, kz]] of Object.entries(SERVER_MESSAGES)) {
      for (const [lang, text] of [
        ['ru', ru],
        ['kz', kz],
      ] as const) {
        // a translation may drop a placeholder (ajv's English detail) but never invent one
        if (placeholders(text).some((p) => !placeholders(en).includes(p)))
          problems.push(`${code}.${lang}: placeholders`);
        const words = text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
        if (words && !CYRILLIC.test(text)) problems.push(`${code}.${lang}: not translated`);
      }
      if (CYRILLIC.test(en)) problems.push(`${code}.en: not English`);
    }
    expect(problems).toEqual([]);
  });

  it('has one entry per English text', () => {
    const english = Object.values(SERVER_MESSAGES).map(([en]) => en);
    expect(english.filter((en, i) => english.indexOf(en) !== i)).toEqual([]);
    const domain = new Set<string>(Object.values(MESSAGES));
    expect(english.filter((en) => domain.has(en))).toEqual([]);
  });

  it('localizes templates, nested messages and domain messages', () => {
    expect(localizeMessage('Too many attempts. Please try again in 42 seconds.', 'kz')).toEqual({
      code: 'tooManyAttempts',
      message: 'Әрекет тым көп. 42 секундтан кейін қайталаңыз.',
    });
    expect(localizeMessage('item_id must be a positive integer.', 'ru').code).toBe('item_id_invalid');
    expect(localizeMessage('cart_id is required.', 'ru').code).toBe('cart_id_required');
    expect(localizeMessage('zone_id is required.', 'ru')).toEqual({
      code: 'field_required',
      message: 'Поле zone_id обязательно.',
    });
    expect(localizeMessage(`${MESSAGES.notAvailableNow} (10:00–22:00)`, 'ru').message).toBe(
      'Сейчас недоступно (10:00–22:00)',
    );
    expect(localizeMessage('Variation Size can not remain without selection', 'en').message).toBe(
      'Variation Size can not remain without selection',
    );
    // text the catalogue does not know (already translated, data) is left alone
    expect(localizeMessage('Магазин закрыт', 'kz')).toEqual({ message: 'Магазин закрыт' });
  });
});

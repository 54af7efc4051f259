import { formatDeliveryTime, parseDeliveryTime } from './delivery-time';

describe('delivery time', () => {
  it.each([
    ['20-30 min', 'ru', '20–30 мин'],
    ['20-30 min', 'kz', '20–30 мин'],
    ['20-30 min', 'en', '20–30 min'],
    ['1-2 hours', 'ru', '1–2 ч'],
    ['1-2 hours', 'kz', '1–2 сағ'],
    ['1-2 hours', 'en', '1–2 h'],
    ['30–40 мин', 'en', '30–40 min'],
    ['45 min', 'ru', '45 мин'],
  ] as const)('%s in %s reads %s', (text, lang, expected) => {
    expect(formatDeliveryTime(text, lang)).toBe(expected);
  });

  it('leaves text that is no range as entered', () => {
    expect(formatDeliveryTime('по договорённости', 'en')).toBe('по договорённости');
    expect(parseDeliveryTime('20-30 parsecs')).toBeNull();
  });
});

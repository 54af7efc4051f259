import { MESSAGES, type MessageKey } from './messages';
import { MESSAGE_TRANSLATIONS } from './message-translations';

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('domain message translations', () => {
  test.each(['ru', 'kz'] as const)('%s has every message with the same placeholders', (lng) => {
    const catalogue = MESSAGE_TRANSLATIONS[lng];
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(catalogue[key]).toBeTruthy();
      expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders(MESSAGES[key])]);
    }
  });

  test('English is the SPEC wording itself', () => {
    expect(MESSAGE_TRANSLATIONS.en.passwordsMustMatch).toBe('Passwords must match');
    expect(MESSAGE_TRANSLATIONS.en).toEqual(MESSAGES);
  });
});

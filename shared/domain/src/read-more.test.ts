import { htmlTextOf, readMoreCut } from './read-more';
import { ITEM_DESCRIPTION_LIMIT, READ_MORE_LIMIT } from './constants';

test('SPEC §9: the read-more limit is 70 characters; up to it the text is whole and no button is due', () => {
  expect(READ_MORE_LIMIT).toBe(70);
  expect(readMoreCut('a'.repeat(70))).toBeNull();
  expect(readMoreCut(` ${'a'.repeat(70)}  `)).toBeNull();
  expect(readMoreCut('a'.repeat(71))).toBe(`${'a'.repeat(70)}…`);
});

test('a screen with its own limit (an item description, 130) cuts there', () => {
  const text = 'б'.repeat(131);
  expect(readMoreCut(text, ITEM_DESCRIPTION_LIMIT)).toBe(`${'б'.repeat(130)}…`);
  expect(readMoreCut(text.slice(1), ITEM_DESCRIPTION_LIMIT)).toBeNull();
});

test('never splits a character made of two code units, nor keeps a trailing space before the ellipsis', () => {
  const cut = readMoreCut('🚗'.repeat(80))!;
  expect([...cut]).toHaveLength(71);
  expect(cut.endsWith('🚗…')).toBe(true);
  expect(readMoreCut(`${'x'.repeat(69)} ${'y'.repeat(10)}`)).toBe(`${'x'.repeat(69)}…`);
});

test('an HTML description is measured by its words, not its tags', () => {
  const html = `<p><strong>${'a'.repeat(40)}</strong></p><ul><li>${'b'.repeat(20)}</li></ul>`;
  expect(htmlTextOf(html)).toBe(`${'a'.repeat(40)} ${'b'.repeat(20)}`);
  expect(readMoreCut(htmlTextOf(html))).toBeNull();
  expect(htmlTextOf('Fish &amp; chips&nbsp;&lt;3')).toBe('Fish & chips <3');
});

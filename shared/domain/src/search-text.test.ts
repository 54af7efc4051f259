import { editDistance, foldText, searchQuery, searchWords, stemWord, textMatch } from './search-text';

const doc = searchWords('Классический бургер Classic burger Классикалық бургер');
const match = (q: string) => textMatch(searchQuery(q), doc);

test('Cyrillic and Latin spellings fold to one', () => {
  expect(foldText('Бургер')).toBe('burger');
  expect(foldText('Абая')).toBe(foldText('abaya'));
  expect(foldText('Жібек жолы')).toBe(foldText('Zhibek Zholy'));
  expect(foldText('Қабанбай')).toBe(foldText('Qabanbay'));
});

test('endings are taken off, short words kept whole', () => {
  expect(stemWord(foldText('бургерлер'))).toBe('burger');
  expect(stemWord(foldText('бургеры'))).toBe('burger');
  expect(stemWord('burgers')).toBe('burger');
  expect(stemWord('bar')).toBe('bar');
});

test('ru, kz, en, Latin and a typo all match the dish; exact matches rank before typos', () => {
  for (const q of ['бургер', 'бургерлер', 'burger', 'Burgers', 'бург']) expect(match(q)).toBe(0);
  for (const q of ['burgr', 'бургр', 'buregr', 'burgeer']) expect(match(q)).toBe(1);
});

test('two typos, another word or a too short typo do not match', () => {
  expect(match('brgr')).toBeNull();
  expect(match('pizza')).toBeNull();
  expect(match('bx')).toBeNull();
  expect(match('')).toBeNull();
});

test('every query word must match', () => {
  expect(match('классический бургер')).toBe(0);
  expect(match('бургер пицца')).toBeNull();
});

test('edit distance counts a swap as one and stops past the limit', () => {
  expect(editDistance('burger', 'burgre', 1)).toBe(1);
  expect(editDistance('burger', 'burgr', 1)).toBe(1);
  expect(editDistance('burger', 'bxrgxr', 1)).toBe(2);
  expect(editDistance('a', 'abcdef', 1)).toBe(2);
});

test('a query is capped in length and words', () => {
  expect(searchQuery('бургер '.repeat(50))).toHaveLength(6);
  expect(searchQuery('%%% ___')).toEqual([]);
});

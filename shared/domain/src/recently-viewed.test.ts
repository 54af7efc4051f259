import { RECENTLY_VIEWED_MAX, withViewed, type ViewedEntry } from './recently-viewed';

const e = (kind: ViewedEntry['kind'], id: number, at: number): ViewedEntry => ({ kind, id, at });

test('newest first, each once (the latest view counts)', () => {
  const list = withViewed([e('item', 1, 10), e('item', 2, 20)], [e('item', 1, 30)]);
  expect(list).toEqual([e('item', 1, 30), e('item', 2, 20)]);
});

test('an item and a vehicle with the same id are two entries', () => {
  expect(withViewed([], [e('item', 5, 1), e('vehicle', 5, 2)])).toHaveLength(2);
});

test('at most the maximum of each kind, the oldest dropped', () => {
  const many = Array.from({ length: RECENTLY_VIEWED_MAX + 3 }, (_, i) => e('item', i + 1, i));
  const list = withViewed([e('vehicle', 1, -1)], many);
  expect(list.filter((x) => x.kind === 'item')).toHaveLength(RECENTLY_VIEWED_MAX);
  expect(list.some((x) => x.kind === 'item' && x.id === 1)).toBe(false);
  expect(list.some((x) => x.kind === 'vehicle')).toBe(true);
});

test("merging a guest's list at sign-in keeps the newer of each", () => {
  const server = [e('item', 1, 100), e('item', 2, 50)];
  const device = [e('item', 2, 80), e('item', 3, 10)];
  expect(withViewed(server, device).map((x) => x.id)).toEqual([1, 2, 3]);
});

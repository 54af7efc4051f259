import { parseEvents } from './live';

test('complete events are parsed, a partial one is kept for the next chunk, comments and junk skipped', () => {
  const first = parseEvents('data: {"id":1,"status":"pending"}\n\n: ping\n\ndata: {"id":1,"sta');
  expect(first.events).toEqual([{ id: 1, status: 'pending' }]);
  expect(first.rest).toBe('data: {"id":1,"sta');
  const second = parseEvents(`${first.rest}tus":"confirmed"}\n\ndata: not json\n\n`);
  expect(second.events).toEqual([{ id: 1, status: 'confirmed' }]);
  expect(second.rest).toBe('');
});

import { configApi } from '@mart/api-client';
import { bus } from '@mart/bus';
import { keepGuestId } from './guest-id';

const flush = () => new Promise((r) => setTimeout(r, 0));

let stop = () => {};
beforeEach(() => {
  bus.set('auth', { token: null, profile: null });
  bus.set('guestId', null);
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

test('a first visit asks for one guest id at once, without waiting for any render, and publishes it', async () => {
  const ask = jest.spyOn(configApi, 'guestId').mockResolvedValue({ guest_id: 'g-new' });
  stop = keepGuestId();
  // asked synchronously by the start, however many bus changes follow before the answer
  expect(ask).toHaveBeenCalledTimes(1);
  bus.set('auth', { token: null, profile: null });
  await flush();
  expect(ask).toHaveBeenCalledTimes(1);
  expect(bus.get('guestId')).toBe('g-new');
});

test('a stored guest id or a signed-in customer asks for none', async () => {
  const ask = jest.spyOn(configApi, 'guestId').mockResolvedValue({ guest_id: 'g-other' });
  bus.set('guestId', 'g-stored');
  stop = keepGuestId();
  stop();
  bus.set('guestId', null);
  bus.set('auth', { token: 'tok-0123456789abcdef', profile: null });
  stop = keepGuestId();
  await flush();
  expect(ask).not.toHaveBeenCalled();
  expect(bus.get('guestId')).toBeNull();
});

test('a sign-out that leaves no guest id asks for one; a sign-in while asking keeps the account guest-free', async () => {
  let answer: (v: { guest_id: string }) => void = () => {};
  const ask = jest.spyOn(configApi, 'guestId').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  bus.set('auth', { token: 'tok-0123456789abcdef', profile: null });
  stop = keepGuestId();
  expect(ask).not.toHaveBeenCalled();
  bus.set('auth', { token: null, profile: null });
  expect(ask).toHaveBeenCalledTimes(1);
  bus.set('auth', { token: 'tok-fedcba9876543210', profile: null });
  answer({ guest_id: 'g-late' });
  await flush();
  expect(bus.get('guestId')).toBeNull();
});

test('a failed request is logged and tried again on the next change, not in a loop', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const ask = jest
    .spyOn(configApi, 'guestId')
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ guest_id: 'g-second' });
  stop = keepGuestId();
  await flush();
  expect(log).toHaveBeenCalled();
  expect(ask).toHaveBeenCalledTimes(1);
  bus.set('auth', { token: null, profile: null }); // a new value: the bus tells its subscribers
  await flush();
  expect(ask).toHaveBeenCalledTimes(2);
  expect(bus.get('guestId')).toBe('g-second');
});

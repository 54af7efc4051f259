import { sessionOf } from '@mart/api-client';
import { bus } from '@mart/bus';
import { restorePersistedState, withCustomerSettings } from './persisted';

afterEach(() => localStorage.clear());

test('a fresh site config keeps the customer’s notifications choice stored under the same key', () => {
  localStorage.setItem('settings', JSON.stringify({ currency_symbol: '₸', notifications: true }));
  expect(withCustomerSettings({ currency_symbol: '₽', business_name: 'Mart' })).toEqual({
    currency_symbol: '₽',
    business_name: 'Mart',
    notifications: true,
  });
});

test('nothing chosen yet, or an unreadable value: the config alone', () => {
  expect(withCustomerSettings({ business_name: 'Mart' })).toEqual({ business_name: 'Mart' });
  localStorage.setItem('settings', '{not json');
  expect(withCustomerSettings({ business_name: 'Mart' })).toEqual({ business_name: 'Mart' });
});

test('the session cookie follows the token: set on sign-in (same-site, for the page server), gone on sign-out', async () => {
  localStorage.setItem('token', 'tok-alice-0123456789');
  await restorePersistedState();
  expect(document.cookie).toContain('mart_session=tok-alice-0123456789');
  expect(sessionOf(document.cookie)).toBe('tok-alice-0123456789');
  bus.set('auth', { token: 'tok-bob-0123456789ab', profile: null });
  expect(sessionOf(document.cookie)).toBe('tok-bob-0123456789ab');
  bus.set('auth', { token: null, profile: null });
  expect(document.cookie).not.toContain('mart_session');
  expect(localStorage.getItem('token')).toBeNull();
});

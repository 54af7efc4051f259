import { withCustomerSettings } from './persisted';

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

import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, type BusRequest } from '@mart/bus';
import './register';
import { ProfileRoute, type ProfilePages } from './frames';
import { PROFILE_PAGES } from './lib/profile-page';

/** Each page as its name: what the frame picks is under test here, not the pages. */
const pages = {} as ProfilePages;
for (const p of PROFILE_PAGES) pages[p] = () => <p>{p}</p>;

let requests: BusRequest[];
let sub: { unsubscribe(): void };
beforeEach(() => {
  requests = [];
  sub = bus.requests$.subscribe((r) => requests.push(r));
  bus.set('auth', { token: null, profile: null });
  bus.set('config', { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 } as never);
  bus.set('modules', [{ id: 1, module_type: 'food', module_name: 'Еда' }]);
});
afterEach(() => sub.unsubscribe());

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/profile${search}`]}>
      <ProfileRoute pages={pages} />
    </MemoryRouter>,
  );

test('page=my-orders replaces the address with the orders page', async () => {
  open('?page=my-orders');
  await waitFor(() => expect(requests).toContainEqual({ type: 'navigate', to: '/my-orders', replace: true }));
});

test('page=wishlist opens the wishlist drawer over the profile', async () => {
  open('?page=wishlist');
  await waitFor(() => expect(requests).toContainEqual({ type: 'open-wishlist' }));
  // the gate's panel (antd's Result) loads on demand: on two busy cores that can pass findBy's 1 s
  expect(await screen.findByText('Войдите, чтобы открыть эту страницу.', {}, { timeout: 10_000 })).toBeTruthy();
});

test('an unknown page shows the profile (here its sign-in gate) and goes nowhere', async () => {
  open('?page=%3Cscript%3E');
  // the gate's panel (antd's Result) loads on demand: on two busy cores that can pass findBy's 1 s
  expect(await screen.findByText('Войдите, чтобы открыть эту страницу.', {}, { timeout: 10_000 })).toBeTruthy();
  expect(requests.filter((r) => r.type === 'navigate')).toEqual([]);
});

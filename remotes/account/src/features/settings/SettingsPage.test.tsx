// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mart/api-client';
import { bus } from '@mart/bus';
import '../../register';
import { SettingsPage } from './SettingsPage';

/** The API as a list of the requests it got, answering the notification settings route like the server does. */
function mockApi(stored: { receipts: boolean; order_updates: boolean }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, boolean>) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    if (init.method === 'PUT' && body) Object.assign(stored, body);
    return { ok: true, status: 200, text: async () => JSON.stringify(stored) };
  }) as unknown as typeof fetch;
  return calls;
}

const page = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SettingsPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  api.configure({ baseUrl: 'http://api.test' });
  localStorage.clear();
});

test('signed in: the switches are the account’s; turning status updates on saves them on the server (ru)', async () => {
  bus.set('auth', { token: 'tok', profile: null });
  const calls = mockApi({ receipts: true, order_updates: false });
  page();
  const updates = await screen.findByRole('switch', { name: 'Уведомления' });
  await waitFor(() => expect(updates).not.toBeDisabled());
  expect(updates).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Чеки на e-mail' })).toBeChecked();
  expect(screen.getByText('Статусы заказов и поездок на e-mail (или SMS, если e-mail не указан).')).toBeVisible();

  await userEvent.click(updates);
  await waitFor(() => expect(updates).toBeChecked());
  expect(calls.at(-1)).toEqual({
    method: 'PUT',
    url: 'http://api.test/api/v1/customer/notification-settings',
    body: { order_updates: true },
  });

  await userEvent.click(screen.getByRole('switch', { name: 'Чеки на e-mail' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Чеки на e-mail' })).not.toBeChecked());
  expect(calls.at(-1)?.body).toEqual({ receipts: false });
});

test('a guest: one switch, kept in this browser; nothing is asked of the API', async () => {
  bus.set('auth', { token: null, profile: null });
  const calls = mockApi({ receipts: true, order_updates: false });
  page();
  expect(screen.getByRole('switch', { name: 'Уведомления' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Чеки на e-mail' })).toBeNull();
  expect(calls).toHaveLength(0);
});

import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import '../../register';
import { LocationPanel } from './LocationPanel';

const open = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <LocationPanel onDone={() => undefined} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  bus.set('auth', { token: null, profile: null });
  bus.set('location', null);
});

test('without a map key the panel offers the address search on its own, never a broken map', async () => {
  bus.set('config', { map_api_key: null } as never);
  open();
  expect(screen.queryByText('Выбрать на карте')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Найти адрес/ }));
  expect(await screen.findByRole('combobox')).toBeTruthy();
  // the SPEC §8 map error panel is for a key that fails to load, not for a site without maps
  expect(screen.queryByText(/карт/i)).toBeNull();
});

test('with a map key the panel offers Pick from map', () => {
  bus.set('config', { map_api_key: 'a-key' } as never);
  open();
  expect(screen.getByRole('button', { name: /Выбрать на карте/ })).toBeTruthy();
});

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

test("a location picked on the map is listed as the 'Selected Address', with nothing to edit", () => {
  bus.set('config', { map_api_key: null } as never);
  bus.set('location', { address: 'пр. Абая 10', lat: 43.24, lng: 76.93, zoneIds: [1] });
  open();
  const row = screen.getByTestId('selected-address');
  expect(row.dataset.addressType).toBe('Selected Address');
  expect(row.textContent).toContain('Выбранный адрес');
  expect(row.textContent).toContain('пр. Абая 10');
  expect(row.querySelector('button')).toBeNull();
});

test("a guest's kept address is offered with Select and Edit; without one, Add a delivery address", () => {
  bus.set('config', { map_api_key: null } as never);
  localStorage.clear();
  const { unmount } = open();
  expect(screen.getByTestId('guest-address-add').textContent).toContain('Добавить адрес доставки');
  unmount();
  localStorage.setItem(
    'mart.guest-contact',
    JSON.stringify({ address: 'ул. Сатпаева 5', contact_person_name: 'Гость', latitude: 43.23, longitude: 76.91 }),
  );
  open();
  const row = screen.getByTestId('guest-address');
  expect(row.textContent).toContain('ул. Сатпаева 5');
  expect(screen.getByRole('button', { name: 'Изменить адрес: ул. Сатпаева 5' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Выбрать: ул. Сатпаева 5' })).toBeTruthy();
});

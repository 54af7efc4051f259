// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, readGuestAddress } from '@mart/api-client';
import { bus } from '@mart/bus';
import { applyLanguage } from '@mart/i18n';
import '../../register';
import { AddressFormModal } from './AddressFormModal';

// the map's props (Maps cannot load here): the outline it is given decides its zoom (MapPicker.test.tsx)
const map: { polygon?: unknown } = {};
jest.mock('./LazyMapPicker', () => ({
  LazyMapPicker: ({ polygon }: { polygon?: unknown }) => {
    map.polygon = polygon;
    return <div data-testid="map-picker" />;
  },
}));
jest.mock('./PlaceSearch', () => ({ PlaceSearch: () => null }));

const ZONE = [
  { lat: 43.1, lng: 76.7 },
  { lat: 43.5, lng: 76.7 },
  { lat: 43.5, lng: 77.2 },
];

/** The API: the zone lookup answers the outline, the address calls are recorded. */
function mockApi() {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), body: init.body ? JSON.parse(String(init.body)) : null });
    const body = String(url).includes('get-zone-id')
      ? { zone_id: '[1]', zone_ids: [1], zone_data: [{ id: 1, formated_coordinates: ZONE }] }
      : { message: 'Successfully added!', address: { id: 5, address_type: 'Home' } };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return calls;
}

const open = (onSaved = jest.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressFormModal address={null} onSaved={onSaved} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return onSaved;
};
const field = (label: string) => screen.getByLabelText(label, { exact: true });

beforeEach(() => {
  api.configure({ baseUrl: 'http://api.test' });
  localStorage.clear();
  map.polygon = undefined;
  bus.set('location', { address: 'пр. Абая 10', lat: 43.24, lng: 76.93, zoneIds: [1] });
  bus.set('config', { country_picker_status: 1, currency_code: 'KZT' } as never);
});
afterEach(() => {
  applyLanguage('ru');
  bus.set('language', 'ru');
});

test("a guest's address is kept on this device: no address call, the form closes with it (ru)", async () => {
  bus.set('auth', { token: null, profile: null });
  const calls = mockApi();
  const onSaved = open();
  await userEvent.type(field('Контактное лицо'), 'Гость');
  await userEvent.type(field('Телефон контактного лица'), '7011234567');
  await userEvent.type(field('E-mail'), 'guest@mail.kz');
  await userEvent.type(field('Дополнительная информация'), 'Домофон 12');
  fireEvent.click(screen.getByTestId('address-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(onSaved.mock.calls[0][0]).toMatchObject({ kind: 'guest' });
  expect(readGuestAddress()).toMatchObject({
    address: 'пр. Абая 10',
    contact_person_name: 'Гость',
    // the picker's country code joined to the typed number
    contact_person_number: '+77011234567',
    contact_person_email: 'guest@mail.kz',
    additional_information: 'Домофон 12',
    latitude: 43.24,
    longitude: 76.93,
  });
  expect(calls.filter((c) => c.url.includes('/customer/address'))).toEqual([]);
});

test('signed in (en): the courier note and the international phone go to the API; the map gets the zone outline', async () => {
  applyLanguage('en');
  bus.set('auth', { token: 'T', profile: { f_name: 'Aida', l_name: 'K', phone: '+998901234567' } as never });
  const calls = mockApi();
  const onSaved = open();
  await waitFor(() => expect(map.polygon).toEqual(ZONE));
  // a stored number in another country picks that country and shows the rest
  expect((field('Contact person number') as HTMLInputElement).value).toBe('901234567');
  expect(screen.getByTestId('country-code')).toHaveTextContent('UZ +998');
  // the guest-only e-mail is not asked of a signed-in customer
  expect(screen.queryByLabelText('Email', { exact: true })).toBeNull();
  await userEvent.type(field('Additional information'), 'Gate code 42');
  fireEvent.click(screen.getByTestId('address-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const add = calls.find((c) => c.url.includes('/customer/address/add'));
  expect(add?.body).toMatchObject({
    contact_person_number: '+998901234567',
    additional_information: 'Gate code 42',
    latitude: 43.24,
    longitude: 76.93,
  });
  expect(readGuestAddress()).toBeNull();
});

test('the phone has no picker when the site turns it off: typed whole, as before', async () => {
  bus.set('config', { country_picker_status: 0 } as never);
  bus.set('auth', { token: 'T', profile: null });
  mockApi();
  open();
  expect(screen.queryByTestId('country-code')).toBeNull();
});

test.each([
  ['ru', 'Контактное лицо', 'Телефон контактного лица', /мобильного телефона \(Казахстан\)/],
  ['en', 'Contact person name', 'Contact person number', /mobile number of Kazakhstan/],
] as const)(
  '(%s) a city landline is not a number the courier can text: refused, nothing sent',
  async (lang, name, number, message) => {
    applyLanguage(lang);
    // the shell publishes the page language; the country is named in it
    bus.set('language', lang);
    bus.set('auth', { token: 'T', profile: null });
    const calls = mockApi();
    const onSaved = open();
    await userEvent.type(field(name), 'Aida');
    // Almaty's city code after Kazakhstan's +7
    await userEvent.type(field(number), '7272123456');
    fireEvent.click(screen.getByTestId('address-save'));
    // the field's own message, not the country picker's option
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.includes('/customer/address'))).toEqual([]);
  },
);

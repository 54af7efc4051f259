import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FLAVOURS } from '../../flavour';
import { renderVehicle, vehicle } from '../../test/render';
import { rememberSearchUrl } from '../../lib/search-state';
import { vehicleDetailsQuery } from './details-queries';
import { VehicleDetailsPage } from './VehicleDetailsPage';

const page = (
  <MemoryRouter initialEntries={['/rental/vehicle-details/11']}>
    <Routes>
      <Route path="/rental/vehicle-details/:id" element={<VehicleDetailsPage />} />
    </Routes>
  </MemoryRouter>
);

test('the picture, provider and name paint from the details alone; features, prices and Rent arrive after', async () => {
  // renderVehicle makes a fresh query cache: the details go into it before the page renders
  const rendered = await renderVehicle(<></>);
  rendered.client.setQueryData(vehicleDetailsQuery(FLAVOURS.rental, 11).queryKey, vehicle());
  rendered.rerender(page);
  const details = screen.getByTestId('vehicle-details-page');
  expect(within(details).getByRole('heading', { level: 2, name: 'Toyota Camry 70' })).toBeInTheDocument();
  const picture = within(details).getByRole('img', { name: 'Toyota Camry 70' });
  expect(picture).toHaveAttribute('src', '/storage/vehicle/camry.svg');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(within(details).getByRole('link', { name: 'Алматы Прокат' })).toHaveAttribute(
    'href',
    '/rental/provider-details/7',
  );
  expect(await within(details).findByText('5 мест', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(details).getByText('Автомат')).toBeInTheDocument();
});

describe('Back from a vehicle (SPEC §2 from=from_search)', () => {
  const at = (entry: string) => (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/rental/vehicle-details/:id" element={<VehicleDetailsPage />} />
      </Routes>
    </MemoryRouter>
  );
  const back = async (entry: string) => {
    const rendered = await renderVehicle(<></>);
    rendered.client.setQueryData(vehicleDetailsQuery(FLAVOURS.rental, 11).queryKey, vehicle());
    rendered.rerender(at(entry));
    return screen.findByRole('link', { name: 'Назад к поиску' }, { timeout: 10_000 });
  };
  beforeEach(() => rememberSearchUrl('rental', '/rental/vehicle-search?categoryId=3&sort=price_low&page=2'));
  afterEach(() => sessionStorage.clear());

  test('opened from the search results: back to that search, its filters and page', async () => {
    expect(await back('/rental/vehicle-details/11?from=from_search')).toHaveAttribute(
      'href',
      '/rental/vehicle-search?categoryId=3&sort=price_low&page=2',
    );
  });

  test('opened from elsewhere: back to all categories', async () => {
    expect(await back('/rental/vehicle-details/11')).toHaveAttribute('href', '/rental/vehicle-search?all_category=1');
  });

  test("another flavour's search is not where a rental result goes back to", async () => {
    rememberSearchUrl('rental', '/carmarket/vehicle-search?categoryId=9');
    expect(await back('/rental/vehicle-details/11?from=from_search')).toHaveAttribute(
      'href',
      '/rental/vehicle-search?all_category=1',
    );
  });
});

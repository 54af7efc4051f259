import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FLAVOURS } from '../../flavour';
import { renderVehicle, vehicle } from '../../test/render';
import { getSearch } from '../../lib/search-state';
import { searchPageQueries, searchQueryOf } from '../../lib/search-queries';
import { VehicleSearchPage } from './VehicleSearchPage';

test("the page's title paints at once; the search box, then the filters, then the results the URL asks for arrive after", async () => {
  const rendered = await renderVehicle(<></>);
  const q = searchPageQueries(
    FLAVOURS.rental,
    searchQueryOf(new URLSearchParams('all_category=1'), getSearch('rental')),
  );
  rendered.client.setQueryData(q.results.queryKey, { total_size: 1, limit: 12, offset: 1, vehicles: [vehicle()] });
  rendered.client.setQueryData(q.categories.queryKey, []);
  rendered.client.setQueryData(q.brands.queryKey, []);
  rendered.rerender(
    <MemoryRouter initialEntries={['/rental/vehicle-search?all_category=1']}>
      <VehicleSearchPage />
    </MemoryRouter>,
  );
  const page = screen.getByTestId('vehicle-search-page');
  expect(within(page).getByRole('heading', { level: 2, name: 'Поиск автомобилей' })).toBeInTheDocument();
  expect(within(page).queryByTestId('vehicle-search-box')).not.toBeInTheDocument();
  expect(await within(page).findByTestId('vehicle-search-box', {}, { timeout: 10_000 })).toBeInTheDocument();
  // the filter row's controls replace their same-size boxes in a later pass, and the cards come after them
  const filters = within(page).getByRole('group', { name: 'Фильтры' });
  await waitFor(() => expect(filters).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  expect(within(filters).getAllByRole('combobox')).toHaveLength(8);
  expect(within(filters).getByRole('combobox', { name: 'Коробка передач' })).toBeInTheDocument();
  expect(filters.querySelector('.mart-skeleton')).toBeNull();
  expect(await within(page).findByTestId('vehicle-card', {}, { timeout: 10_000 })).toHaveTextContent('Toyota Camry 70');
});

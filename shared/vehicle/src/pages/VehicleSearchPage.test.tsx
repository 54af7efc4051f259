import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FLAVOURS } from '../flavour';
import { renderVehicle, vehicle } from '../test/render';
import { searchPageQueries, searchQueryOf } from './page-queries';
import { SearchFiltersPlaceholder } from './SearchFiltersPlaceholder';
import { VehicleSearchPage } from './VehicleSearchPage';

jest.mock('@ant-design/icons', () => jest.requireActual('../test/icons-mock').iconsMock());

test("the page's title paints at once; the search box, then the filters, then the results the URL asks for arrive after", async () => {
  const rendered = await renderVehicle(<></>);
  const q = searchPageQueries(FLAVOURS.rental, searchQueryOf(new URLSearchParams('all_category=1'), 'hourly'));
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
  // the filters take their placeholder's place in a later pass, and the cards come after them
  const filters = await within(page).findByRole('group', { name: 'Фильтры' }, { timeout: 10_000 });
  expect(within(filters).getByRole('combobox', { name: 'Коробка передач' })).toBeInTheDocument();
  // as many selects as its placeholder draws (SearchFiltersPlaceholder): a new one goes in both
  expect(within(filters).getAllByRole('combobox')).toHaveLength(8);
  expect(within(page).queryByTestId('search-filters-placeholder')).not.toBeInTheDocument();
  expect(await within(page).findByTestId('vehicle-card', {}, { timeout: 10_000 })).toHaveTextContent('Toyota Camry 70');
});

test('the placeholder of the filter row holds its eight selects, the switch with its label and the layout switcher', async () => {
  await renderVehicle(<SearchFiltersPlaceholder />);
  const row = screen.getByTestId('search-filters-placeholder');
  // hidden from assistive technology: the real controls replace it within a frame or two
  expect(row).toHaveAttribute('aria-hidden', 'true');
  expect(row.querySelectorAll('.mart-skeleton[style*="width: 150px"]')).toHaveLength(8);
  expect(row).toHaveTextContent('Только с кондиционером');
  for (const label of ['Плитка', 'Строки', 'Широкий']) expect(row).toHaveTextContent(label);
});

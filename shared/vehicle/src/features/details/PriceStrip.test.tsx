import { screen } from '@testing-library/react';
import { setSearch } from '../../lib/search-state';
import { cartWith, renderVehicle, vehicle } from '../../test/render';
import { PriceStrip } from './PriceStrip';

const selected = () =>
  screen
    .getAllByRole('listitem')
    .filter((el) => el.getAttribute('data-selected') === 'true')
    .map((el) => el.getAttribute('data-testid'));

describe('PriceStrip: the tick on the selected pricing type (SPEC §4)', () => {
  beforeEach(() => sessionStorage.clear());

  test('per hr and per km where offered, formatted with the currency', async () => {
    setSearch('rental', { tripType: 'hourly' });
    await renderVehicle(<PriceStrip vehicle={vehicle()} />);
    expect(screen.getByTestId('price-hourly')).toHaveTextContent('₸3 500,00 / за час');
    expect(screen.getByTestId('price-distance_wise')).toHaveTextContent('₸180,00 / за км');
  });

  test('only the offered types are shown (car market reads order_hourly / order_distance)', async () => {
    setSearch('carmarket', { tripType: 'hourly' });
    await renderVehicle(<PriceStrip vehicle={vehicle({ order_hourly: 0, trip_hourly: 1 })} />, {
      flavour: 'carmarket',
    });
    expect(screen.queryByTestId('price-hourly')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-distance_wise')).toBeInTheDocument();
  });

  test('not in the cart: follows the search type', async () => {
    setSearch('rental', { tripType: 'distance_wise' });
    await renderVehicle(<PriceStrip vehicle={vehicle()} />);
    expect(selected()).toEqual(['price-distance_wise']);
  });

  test("in the cart: follows the cart's rental_type, whatever the search says", async () => {
    setSearch('rental', { tripType: 'distance_wise' });
    const v = vehicle();
    await renderVehicle(<PriceStrip vehicle={v} />, {
      cart: cartWith([{ id: 1, vehicle: v }], { rental_type: 'hourly' }),
    });
    expect(selected()).toEqual(['price-hourly']);
  });

  test('car market: in the cart follows carmarket_type (anything but hourly is distance)', async () => {
    setSearch('carmarket', { tripType: 'hourly' });
    const v = vehicle();
    await renderVehicle(<PriceStrip vehicle={v} />, {
      flavour: 'carmarket',
      cart: cartWith([{ id: 1, vehicle: v }], { carmarket_type: 'distance_wise' }),
    });
    expect(selected()).toEqual(['price-distance_wise']);
  });

  test('another vehicle in the cart does not decide this one: the search does', async () => {
    setSearch('rental', { tripType: 'hourly' });
    const other = vehicle({ id: 99 });
    await renderVehicle(<PriceStrip vehicle={vehicle()} />, {
      cart: cartWith([{ id: 1, vehicle: other }], { rental_type: 'distance_wise' }),
    });
    expect(selected()).toEqual(['price-hourly']);
  });
});

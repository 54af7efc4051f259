import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type VehicleCartResponse } from '@mart/api-client';
import { AddToCartBar } from './AddToCartBar';
import { FLAVOURS } from '../../flavour';
import { setSearch } from '../search-state';
import { cartWith, recordRequests, renderVehicle, vehicle } from '../../test/render';

const api = FLAVOURS.rental.api;
const place = { location_name: 'Площадь Республики', lat: 43.238, lng: 76.945 };
const camry = vehicle();
const tucson = vehicle({ id: 12, name: 'Hyundai Tucson', trip_distance: 0 });
const carnival = vehicle({ id: 13, name: 'Kia Carnival', trip_hourly: 0 });
const otherProviders = vehicle({ id: 21, name: 'Lexus LX 600', provider: { id: 8, name: 'Горы Драйв' } });

function mockApi() {
  const result = (c: VehicleCartResponse) => Promise.resolve(c);
  return {
    addToCart: jest
      .spyOn(api, 'addToCart')
      .mockImplementation((id) => result(cartWith([{ id: 100 + id, vehicle: vehicle({ id }) }]))),
    removeCart: jest.spyOn(api, 'removeCart').mockResolvedValue(cartWith([])),
    updateCart: jest
      .spyOn(api, 'updateCart')
      .mockResolvedValue(cartWith([{ id: 1, vehicle: camry }], { estimated_hours: 3 })),
    updateUserData: jest.spyOn(api, 'updateUserData'),
    removeMultiple: jest.spyOn(api, 'removeMultiple').mockResolvedValue(cartWith([{ id: 1, vehicle: camry }])),
  };
}

/**
 * antd gives every title the same id under test, so a dialog is found by its visible title text; the dialogs load on
 * the first tap that opens one, hence found, not got.
 */
const dialog = (title: string) =>
  // the one open now: a tap decides after an await (the domain's messages load with the first), and a dialog closed
  // before stays in the DOM, hidden
  waitFor(() => {
    const open = screen
      .getAllByText(title)
      .map((t) => t.closest<HTMLElement>('[role="dialog"]'))
      .find((el) => el && el.style.display !== 'none');
    if (!open) throw new Error(`no open dialog titled ${title}`);
    return open;
  });
const rent = () => fireEvent.click(screen.getByRole('button', { name: /Арендовать этот автомобиль/ }));
const answer = async (d: HTMLElement, text: 'Да' | 'Нет') => {
  await act(async () => {
    fireEvent.click(within(d).getByRole('button', { name: text }));
  });
};

describe('AddToCartBar: the SPEC §4 dialogs wired to the cart calls', () => {
  const requests = recordRequests();
  let calls: ReturnType<typeof mockApi>;
  beforeEach(() => {
    sessionStorage.clear();
    requests.length = 0;
    calls = mockApi();
    setSearch('rental', { pickup_location: place, tripType: 'hourly', duration: 1 });
  });
  afterEach(() => jest.restoreAllMocks());

  test('empty cart: adds with quantity 1 and the search trip, no dialog', async () => {
    await renderVehicle(<AddToCartBar vehicle={camry} />);
    rent();
    await waitFor(() =>
      expect(calls.addToCart).toHaveBeenCalledWith(
        11,
        expect.objectContaining({ rental_type: 'hourly', estimated_hours: 1 }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests).toContainEqual({
        type: 'toast',
        level: 'success',
        message: 'Автомобиль успешно добавлен в корзину.',
      }),
    );
  });

  test('no search pickup yet: asks for one and adds nothing', async () => {
    setSearch('rental', { pickup_location: null });
    await renderVehicle(<AddToCartBar vehicle={camry} />);
    rent();
    expect(requests).toContainEqual({
      type: 'toast',
      level: 'warning',
      message: 'Сначала выберите место подачи в поиске',
    });
    expect(calls.addToCart).not.toHaveBeenCalled();
  });

  test('another provider: No keeps the cart; Yes swaps the vehicle in one reset, then sets the trip', async () => {
    await renderVehicle(<AddToCartBar vehicle={otherProviders} />, { cart: cartWith([{ id: 1, vehicle: camry }]) });
    rent();
    const d = await dialog('Другой поставщик');
    expect(d).toHaveTextContent('Выбор автомобиля другого партнёра удалит все автомобили из корзины и добавит новый.');
    await answer(d, 'Нет');
    expect(calls.removeCart).not.toHaveBeenCalled();
    expect(calls.addToCart).not.toHaveBeenCalled();
    rent();
    await answer(await dialog('Другой поставщик'), 'Да');
    // SPEC §7 remove-cart with the vehicle: the cart is never empty between the reset and the add
    await waitFor(() =>
      expect(calls.removeCart).toHaveBeenCalledWith(expect.objectContaining({ vehicleId: 21, type: 'hourly' })),
    );
    await waitFor(() => expect(calls.updateUserData).toHaveBeenCalled());
    expect(calls.removeCart.mock.invocationCallOrder[0]!).toBeLessThan(
      calls.updateUserData.mock.invocationCallOrder[0]!,
    );
    expect(calls.addToCart).not.toHaveBeenCalled();
  });

  test('another duration (hourly): No changes nothing; Yes updates the line with the new hours', async () => {
    setSearch('rental', { duration: 3 });
    await renderVehicle(<AddToCartBar vehicle={camry} />, {
      cart: cartWith([{ id: 1, vehicle: camry, quantity: 2 }], { estimated_hours: 1 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ещё' }));
    await answer(await dialog('Изменить длительность поездки'), 'Нет');
    expect(calls.updateCart).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ещё' }));
    await answer(await dialog('Изменить длительность поездки'), 'Да');
    await waitFor(() =>
      expect(calls.updateCart).toHaveBeenCalledWith(1, 2, expect.objectContaining({ estimated_hours: 3 })),
    );
    expect(calls.addToCart).not.toHaveBeenCalled();
  });

  test('another duration for a vehicle not yet in the cart: Yes adds it with the new hours', async () => {
    setSearch('rental', { duration: 3 });
    await renderVehicle(<AddToCartBar vehicle={tucson} />, {
      cart: cartWith([{ id: 1, vehicle: camry }], { estimated_hours: 1 }),
    });
    rent();
    await answer(await dialog('Изменить длительность поездки'), 'Да');
    await waitFor(() =>
      expect(calls.addToCart).toHaveBeenCalledWith(12, expect.objectContaining({ estimated_hours: 3 })),
    );
  });

  test('another trip type: No changes nothing; Yes updates the user data, then adds', async () => {
    setSearch('rental', { tripType: 'distance_wise' });
    calls.updateUserData.mockResolvedValue(cartWith([{ id: 1, vehicle: camry }], { rental_type: 'distance_wise' }));
    await renderVehicle(<AddToCartBar vehicle={carnival} />, {
      cart: cartWith([{ id: 1, vehicle: camry }], { rental_type: 'hourly' }),
    });
    rent();
    await answer(await dialog('Изменить тип поездки'), 'Нет');
    expect(calls.updateUserData).not.toHaveBeenCalled();
    rent();
    await answer(await dialog('Изменить тип поездки'), 'Да');
    await waitFor(() =>
      expect(calls.addToCart).toHaveBeenCalledWith(13, expect.objectContaining({ rental_type: 'distance_wise' })),
    );
    expect(calls.updateUserData).toHaveBeenCalledWith(expect.objectContaining({ rental_type: 'distance_wise' }));
  });

  test('trip type Yes answered with the list of vehicles lacking it: Trip Vehicle List → Remove & Continue', async () => {
    setSearch('rental', { tripType: 'distance_wise' });
    const cart = cartWith(
      [
        { id: 1, vehicle: camry },
        { id: 2, vehicle: tucson },
      ],
      { rental_type: 'hourly' },
    );
    calls.updateUserData
      .mockRejectedValueOnce(new ApiError(422, [], [cart.carts[1]]))
      .mockResolvedValue(cartWith([{ id: 1, vehicle: camry }], { rental_type: 'distance_wise' }));
    await renderVehicle(<AddToCartBar vehicle={carnival} />, { cart });
    rent();
    await answer(await dialog('Изменить тип поездки'), 'Да');
    const list = await dialog('Список автомобилей поездки');
    expect(list).toHaveTextContent('Эти автомобили недоступны для выбранного типа поездки и будут удалены из корзины.');
    expect(list).toHaveTextContent('Hyundai Tucson');
    expect(calls.addToCart).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Удалить и продолжить' }));
    });
    await waitFor(() => expect(calls.addToCart).toHaveBeenCalledWith(13, expect.anything()));
    expect(calls.removeMultiple).toHaveBeenCalledWith([2]);
    expect(calls.updateUserData).toHaveBeenCalledTimes(2);
  });

  test('trip type Yes with a non-list error: the message, no list dialog', async () => {
    setSearch('rental', { tripType: 'distance_wise' });
    calls.updateUserData.mockRejectedValue(new ApiError(400, [{ code: 'x', message: 'Нельзя' }], { errors: [] }));
    await renderVehicle(<AddToCartBar vehicle={carnival} />, { cart: cartWith([{ id: 1, vehicle: camry }]) });
    rent();
    await answer(await dialog('Изменить тип поездки'), 'Да');
    await waitFor(() => expect(requests).toContainEqual({ type: 'toast', level: 'error', message: 'Нельзя' }));
    expect(screen.queryByText('Список автомобилей поездки')).not.toBeInTheDocument();
    expect(calls.addToCart).not.toHaveBeenCalled();
  });

  test('in the cart: the button becomes the stepper; past total_vehicle_count the SPEC message, no call', async () => {
    await renderVehicle(<AddToCartBar vehicle={camry} />, { cart: cartWith([{ id: 1, vehicle: camry, quantity: 3 }]) });
    expect(screen.getByTestId('line-quantity')).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('button', { name: 'Ещё один Toyota Camry 70' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        type: 'toast',
        level: 'error',
        message: 'Нельзя добавить больше 3 единиц этого автомобиля.',
      }),
    );
    expect(calls.updateCart).not.toHaveBeenCalled();
  });
});

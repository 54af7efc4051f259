import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@mart/api-client';
import { FLAVOURS } from '../../flavour';
import { cartWith, renderVehicle, vehicle } from '../../test/render';
import { TripCartContent } from './TripCartContent';

const camry = vehicle();
const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('TripCartContent: trip details, km and hours (SPEC §9)', () => {
  afterEach(() => jest.restoreAllMocks());

  test('distance trip: km to 3 decimals from the cart distance', async () => {
    await renderVehicle(<TripCartContent flavour={FLAVOURS.rental} />, {
      cart: cartWith([{ id: 1, vehicle: camry }], { rental_type: 'distance_wise', distance: 12.3456 }),
    });
    expect(row('По расстоянию')).toHaveTextContent('12.346 км');
    expect(row('Место подачи')).toHaveTextContent('Площадь Республики');
    expect(row('Пункт назначения')).toHaveTextContent('Аэропорт Алматы');
    expect(screen.queryByText('Почасово')).not.toBeInTheDocument();
  });

  test('whole kilometres still show 3 decimals; English unit', async () => {
    await renderVehicle(<TripCartContent flavour={FLAVOURS.rental} />, {
      language: 'en',
      cart: cartWith([{ id: 1, vehicle: camry }], { rental_type: 'distance_wise', distance: 7 }),
    });
    expect(row('Distance wise')).toHaveTextContent('7.000 km');
  });

  test("hourly trip (car market reads carmarket_type): the cart's hours", async () => {
    await renderVehicle(<TripCartContent flavour={FLAVOURS.carmarket} />, {
      flavour: 'carmarket',
      cart: cartWith([{ id: 1, vehicle: camry }], { carmarket_type: 'hourly', estimated_hours: 3 }),
    });
    expect(row('Почасово')).toHaveTextContent('3 ч');
    expect(screen.queryByText('По расстоянию')).not.toBeInTheDocument();
  });

  test('no pickup time is Pickup Now; the breakdown shows discounts, tax and total with the currency', async () => {
    await renderVehicle(<TripCartContent flavour={FLAVOURS.rental} />, {
      cart: cartWith([{ id: 1, vehicle: camry }], { pickup_time: null }),
    });
    expect(row('Время подачи')).toHaveTextContent('Подача сейчас');
    const breakdown = screen.getByTestId('price-breakdown');
    expect(within(breakdown).getByText('- ₸350,00')).toBeInTheDocument();
    expect(within(breakdown).getByText('+ ₸315,00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₸3 465,00');
  });

  test('at quantity 1 the minus is remove; removing the last vehicle empties the cart', async () => {
    const remove = jest.spyOn(FLAVOURS.rental.api, 'removeVehicle').mockResolvedValue(cartWith([]));
    await renderVehicle(<TripCartContent flavour={FLAVOURS.rental} />, { cart: cartWith([{ id: 5, vehicle: camry }]) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Удалить Toyota Camry 70' }));
    });
    expect(remove).toHaveBeenCalledWith(5);
    expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Продолжить покупки' })).toBeInTheDocument();
  });

  test('edit trip: a trip-type conflict (422 with the vehicles) opens the Trip Vehicle List; Remove & Continue', async () => {
    const sonata = vehicle({ id: 71, name: 'Hyundai Sonata' });
    const lines = cartWith([
      { id: 5, vehicle: camry },
      { id: 6, vehicle: sonata },
    ]).carts;
    const update = jest
      .spyOn(FLAVOURS.rental.api, 'updateUserData')
      .mockRejectedValueOnce(new ApiError(422, [], [lines[1]]))
      .mockResolvedValueOnce(cartWith([{ id: 5, vehicle: camry }], { rental_type: 'distance_wise' }));
    const removeMultiple = jest
      .spyOn(FLAVOURS.rental.api, 'removeMultiple')
      .mockResolvedValue(cartWith([{ id: 5, vehicle: camry }]));
    await renderVehicle(<TripCartContent flavour={FLAVOURS.rental} />, {
      cart: cartWith([
        { id: 5, vehicle: camry },
        { id: 6, vehicle: sonata },
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить поездку' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'По расстоянию' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    const title = await screen.findByText('Список автомобилей поездки');
    const list = title.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(list).getByText('Hyundai Sonata')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Удалить и продолжить' }));
    });
    expect(removeMultiple).toHaveBeenCalledWith([6]);
    expect(update).toHaveBeenCalledTimes(2);
    expect(update.mock.calls[1]![0]).toMatchObject({ rental_type: 'distance_wise' });
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@mart/api-client';
import { bus } from '@mart/bus';
import { FLAVOURS } from '../../flavour';
import { cartWith, renderVehicle, vehicle } from '../../test/render';
import { CheckoutPage } from './CheckoutPage';

const REFUSAL = 'Toyota Camry 70 занят на выбранное время: свободно 0, нужно 1.';

async function checkout(language: 'ru' | 'en' | 'kz' = 'ru') {
  const cart = cartWith([{ id: 1, vehicle: vehicle() }], { pickup_time: '2030-05-01 10:00' });
  await renderVehicle(<CheckoutPage />, { cart, language });
  // a guest with guest checkout on books with name and phone
  bus.set('config', { ...bus.get('config'), guest_checkout_status: 1 } as never);
  return cart;
}

async function bookAsGuest(guestLabel: string, name: string, phone: string, book: string) {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: guestLabel }));
  });
  fireEvent.change(screen.getByLabelText(name), { target: { value: 'Aigerim' } });
  fireEvent.change(screen.getByLabelText(phone), { target: { value: '+77001234567' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: book }));
  });
}

describe('CheckoutPage: a booking refused because the vehicles are not free for its time', () => {
  afterEach(() => jest.restoreAllMocks());

  test('shows the refusal above the trip with another time or another vehicle; a new time clears it', async () => {
    const cart = await checkout();
    jest
      .spyOn(FLAVOURS.rental.api, 'book')
      .mockRejectedValue(new ApiError(409, [{ code: 'vehicle_unavailable', message: REFUSAL }], null));
    const update = jest.spyOn(FLAVOURS.rental.api, 'updateUserData').mockResolvedValue(cart);
    await bookAsGuest('Гость', 'Имя', 'Телефон', 'Забронировать');

    const alert = await screen.findByTestId('vehicle-unavailable');
    expect(alert).toHaveTextContent('На время вашей поездки свободных автомобилей не хватает');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(within(alert).getByRole('button', { name: 'Выбрать другой автомобиль' })).toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Изменить время подачи' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить поездку' });
    const time = within(dialog).getByLabelText('Время подачи');
    expect(time).toHaveValue('2030-05-01T10:00');
    fireEvent.change(time, { target: { value: '2030-05-01T15:30' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    });
    // the cart's places stay when the saved search has none
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        pickup_time: '2030-05-01 15:30',
        pickup_location: cart.user_data!.pickup_location,
      }),
    );
    expect(screen.queryByTestId('vehicle-unavailable')).not.toBeInTheDocument();
  });

  test('the heading is in the chosen language (kz)', async () => {
    await checkout('kz');
    jest
      .spyOn(FLAVOURS.rental.api, 'book')
      .mockRejectedValue(new ApiError(409, [{ code: 'vehicle_unavailable', message: REFUSAL }], null));
    await bookAsGuest('Қонақ', 'Аты', 'Телефон', 'Брондау');
    expect(await screen.findByTestId('vehicle-unavailable')).toHaveTextContent(
      'Сапар уақытына бос көліктер жеткіліксіз',
    );
  });
});

describe('CheckoutPage: where a digital payment returns to', () => {
  afterEach(() => jest.restoreAllMocks());

  test("the callback is this page's own origin (the API resolves a bare path against its primary origin)", async () => {
    await checkout();
    const book = jest
      .spyOn(FLAVOURS.rental.api, 'book')
      .mockRejectedValue(new ApiError(409, [{ code: 'vehicle_unavailable', message: REFUSAL }], null));
    await bookAsGuest('Гость', 'Имя', 'Телефон', 'Забронировать');
    expect(book).toHaveBeenCalledWith(expect.objectContaining({ callback: `${window.location.origin}/track-order` }));
  });
});

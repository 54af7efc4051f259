import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
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
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({ callback: `${window.location.origin}/track-order` }),
      expect.any(String), // the idempotency key, sent as its header
    );
  });
});

describe('CheckoutPage: a guest contact (issue 45.3)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  test("a number of another country is refused in the page's language and nothing is booked", async () => {
    await checkout('en');
    bus.set('config', { ...bus.get('config'), country: 'KZ', country_picker_status: 0 } as never);
    const book = jest.spyOn(FLAVOURS.rental.api, 'book');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Guest' }));
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Aigerim' } });
    // a Russian mobile at a Kazakh-only site
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+79161234567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    });
    expect(await screen.findByText('Enter a valid mobile number of Kazakhstan')).toBeInTheDocument();
    expect(book).not.toHaveBeenCalled();
  });

  test('a booked contact is sent in E.164, kept on this device and fills the next checkout', async () => {
    await checkout();
    const book = jest.spyOn(FLAVOURS.rental.api, 'book').mockResolvedValue({ id: 7 } as never);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Гость' }));
    });
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: ' Aigerim ' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '8 700 123 45 67' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'aigerim@example.kz' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Забронировать' }));
    });
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({
        contact_person_name: 'Aigerim',
        contact_person_number: '+77001234567',
        contact_person_email: 'aigerim@example.kz',
      }),
      expect.any(String),
    );
    expect(JSON.parse(localStorage.getItem('mart.guest-contact')!)).toMatchObject({
      contact_person_name: 'Aigerim',
      contact_person_number: '+77001234567',
    });
    cleanup();
    await checkout();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Гость' }));
    });
    expect(screen.getByLabelText('Имя')).toHaveValue('Aigerim');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+77001234567');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { FLAVOURS } from '../../flavour';
import { cartWith, recordRequests, renderVehicle, vehicle } from '../../test/render';
import { QuantityControl } from './QuantityControl';

const requests = recordRequests();

test.each([
  ['rental', 'ru', 'У автомобиля может быть не больше 3 вариантов аренды; добавить ещё нельзя'],
  ['carmarket', 'en', 'Vehicle can have up to 3 carmarket options; no more can be added'],
] as const)(
  '%s trip cart stepper at the vehicle count: the options wording, and nothing is sent',
  async (key, language, text) => {
    const update = jest.spyOn(FLAVOURS[key].api, 'updateCart');
    const line = cartWith([{ id: 5, vehicle: vehicle({ total_vehicle_count: 3 }), quantity: 3 }]).carts[0]!;
    await renderVehicle(<QuantityControl flavour={FLAVOURS[key]} line={line} lines={1} inCart />, {
      flavour: key,
      language,
    });
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', {
          name: language === 'en' ? 'One more Toyota Camry 70' : 'Ещё один Toyota Camry 70',
        }),
      );
    });
    expect(requests).toContainEqual({ type: 'toast', level: 'error', message: text });
    expect(update).not.toHaveBeenCalled();
  },
);

import { fireEvent, screen, within } from '@testing-library/react';
import { renderVehicle, vehicle } from '../test/render';
import { VehicleCard } from './VehicleCard';

describe('VehicleCard', () => {
  test('shows every SPEC §2 field: provider, name, reviews, seats, type, AC, transmission, fuel, count, start price', async () => {
    await renderVehicle(<VehicleCard vehicle={vehicle()} onQuickView={() => undefined} from="from_search" />);
    const card = screen.getByTestId('vehicle-card');
    expect(within(card).getByText('Алматы Прокат')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Toyota Camry 70' })).toHaveAttribute(
      'href',
      '/rental/vehicle-details/11?from=from_search',
    );
    expect(within(card).getByText('(1234)')).toBeInTheDocument();
    expect(within(card).getByText('5 мест')).toBeInTheDocument();
    expect(within(card).getByText('Седан')).toBeInTheDocument();
    expect(within(card).getByText('Кондиционер')).toBeInTheDocument();
    expect(within(card).getByText('Автомат')).toBeInTheDocument();
    expect(within(card).getByText('Бензин')).toBeInTheDocument();
    expect(within(card).getByText('Доступно 3 автомобиля')).toBeInTheDocument();
    // start price: the lower of 3500/hr and 180/km
    expect(within(card).getByTestId('start-price')).toHaveTextContent('₸180,00/км');
    expect(within(card).queryByText('Новинка')).not.toBeInTheDocument();
  });

  test('a search result shows how many are free for the searched trip, not how many exist', async () => {
    await renderVehicle(
      <VehicleCard
        vehicle={vehicle({ total_vehicle_count: 3, available_vehicle_count: 1 })}
        onQuickView={() => undefined}
      />,
    );
    expect(screen.getByText('Доступен 1 автомобиль')).toBeInTheDocument();
  });

  test('non AC, New Arrival when new_tag is 1, car-market link', async () => {
    await renderVehicle(
      <VehicleCard vehicle={vehicle({ air_condition: 0, new_tag: 1 })} onQuickView={() => undefined} />,
      { flavour: 'carmarket' },
    );
    expect(screen.getByText('Без кондиционера')).toBeInTheDocument();
    expect(screen.getByText('Новинка')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toyota Camry 70' })).toHaveAttribute(
      'href',
      '/carmarket/vehicle-details/11',
    );
  });

  test.each([
    ['en', 'percent', 10, '10% off'],
    ['en', 'amount', 500, '₸500.00 off'],
    ['ru', 'percent', 15, 'скидка 15%'],
    ['ru', 'amount', 200, 'скидка ₸200,00'],
  ] as const)('%s discount badge, %s %s → "%s"', async (language, type, value, text) => {
    await renderVehicle(
      <VehicleCard vehicle={vehicle({ discount_type: type, discount_price: value })} onQuickView={() => undefined} />,
      { language },
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  test('no discount, no badge', async () => {
    await renderVehicle(<VehicleCard vehicle={vehicle({ discount_price: 0 })} onQuickView={() => undefined} />, {
      language: 'en',
    });
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument();
  });

  test('reviews abbreviate from 100K (SPEC §9)', async () => {
    await renderVehicle(<VehicleCard vehicle={vehicle({ total_reviews: 125_400 })} onQuickView={() => undefined} />);
    expect(screen.getByText('(125.4K)')).toBeInTheDocument();
  });

  test('quick view hands the vehicle over', async () => {
    const onQuickView = jest.fn();
    const v = vehicle();
    await renderVehicle(<VehicleCard vehicle={v} layout="wide" onQuickView={onQuickView} />);
    fireEvent.click(screen.getByRole('button', { name: 'Быстрый просмотр: Toyota Camry 70' }));
    expect(onQuickView).toHaveBeenCalledWith(v);
  });
});

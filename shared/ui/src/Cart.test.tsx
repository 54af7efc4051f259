import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@mart/bus';
import { CartEmpty, CartLine, CartLines, CartTotals, QuantityStepper } from './Cart';

const labels = { decrease: 'Less tea', increase: 'More tea', value: 'Quantity 2' };

beforeEach(() =>
  act(() =>
    bus.set('config', {
      currency_symbol: '₸',
      currency_symbol_direction: 'right',
      digit_after_decimal_point: 0,
    } as never),
  ),
);

describe('QuantityStepper', () => {
  test('minus and plus call the feature, once a click; the count is read by its name', () => {
    const onMinus = jest.fn();
    const onPlus = jest.fn();
    render(<QuantityStepper value={2} onMinus={onMinus} onPlus={onPlus} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'More tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'More tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Less tea' }));
    expect(onPlus).toHaveBeenCalledTimes(2);
    expect(onMinus).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Quantity 2' })).toBeDisabled();
    expect(screen.getByTestId('line-quantity')).toHaveTextContent('2');
  });

  test('with a remove label the minus at 1 says remove, above 1 it says decrease', () => {
    const onMinus = jest.fn();
    const { rerender } = render(
      <QuantityStepper value={1} onMinus={onMinus} onPlus={jest.fn()} labels={{ ...labels, remove: 'Drop tea' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Drop tea' }));
    expect(onMinus).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Less tea' })).toBeNull();
    rerender(
      <QuantityStepper value={3} onMinus={onMinus} onPlus={jest.fn()} labels={{ ...labels, remove: 'Drop tea' }} />,
    );
    expect(screen.getByRole('button', { name: 'Less tea' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drop tea' })).toBeNull();
  });

  test('without a remove label the minus at 1 stays a decrease (the feature decides what it does)', () => {
    render(<QuantityStepper value={1} onMinus={jest.fn()} onPlus={jest.fn()} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Less tea' })).toBeInTheDocument();
  });
});

describe('CartLine', () => {
  test('shows picture, title, details and the price in the site currency; remove calls back', () => {
    const onRemove = jest.fn();
    render(
      <CartLines label="Lines">
        <CartLine
          picture="http://api/tea.png"
          title="Green tea"
          details="Large · Honey × 2"
          price="1250.5"
          onRemove={onRemove}
          removeLabel="Remove Green tea"
        />
      </CartLines>,
    );
    const line = screen.getByTestId('cart-line');
    expect(screen.getByRole('list', { name: 'Lines' })).toContainElement(line);
    expect(line).toHaveTextContent('Green tea');
    expect(line).toHaveTextContent('Large · Honey × 2');
    // no decimals in this site's format: 1250.5 rounds half away from zero, grouped, symbol on the right
    expect(line).toHaveTextContent('1 251₸');
    expect(line.querySelector('img')).toHaveAttribute('src', 'http://api/tea.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Green tea' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  test('a line without price or remove shows neither (the trip cart removes through its stepper)', () => {
    render(<CartLine picture="http://api/car.png" shape="wide" title="Camry" details="AutoRent" />);
    const line = screen.getByTestId('cart-line');
    expect(line).not.toHaveTextContent('₸');
    expect(screen.queryByRole('button')).toBeNull();
    expect(line.querySelector('img')).toHaveAttribute('width', '64');
  });
});

describe('CartTotals', () => {
  test('each sum in the site currency, discounts taken off and tax added, the total marked', () => {
    render(
      <CartTotals
        testId="sums"
        rows={[
          { label: 'Subtotal', amount: 10000 },
          { label: 'Discount', amount: '1500.4', sign: '-' },
          { label: 'Tax', amount: 120, sign: '+' },
          { label: 'Total', amount: 8620, total: true, testId: 'total' },
        ]}
      />,
    );
    expect(screen.getByTestId('sums')).toHaveTextContent('Subtotal10 000₸Discount- 1 500₸Tax+ 120₸Total8 620₸');
    expect(screen.getByTestId('total')).toHaveTextContent('8 620₸');
    expect(screen.getByTestId('total').parentElement).toHaveClass('mart-cart-totals__row--total');
  });
});

test('CartEmpty: says so and leads back to shopping', () => {
  const onAction = jest.fn();
  render(<CartEmpty text="Your cart is empty" actionLabel="Shop" onAction={onAction} testId="empty" />);
  expect(screen.getByTestId('empty')).toHaveTextContent('Your cart is empty');
  fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
  expect(onAction).toHaveBeenCalledTimes(1);
});

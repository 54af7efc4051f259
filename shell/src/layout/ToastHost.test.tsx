import { act, render, screen } from '@testing-library/react';
import { bus } from '@mart/bus';
import { ToastHost } from './ToastHost';

test('loads nothing until the first toast request, then shows each one', async () => {
  const { container } = render(<ToastHost />);
  expect(container.innerHTML).toBe('');
  act(() => bus.request({ type: 'toast', level: 'success', message: 'Товар добавлен в корзину' }));
  expect(await screen.findByText('Товар добавлен в корзину', {}, { timeout: 10_000 })).toBeTruthy();
  act(() => bus.request({ type: 'toast', level: 'error', message: 'Недостаточно товара' }));
  expect(await screen.findByText('Недостаточно товара')).toBeTruthy();
});

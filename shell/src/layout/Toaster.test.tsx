import { render, screen, waitFor } from '@testing-library/react';
import { Toaster, type ToastRequest } from './Toaster';

const first: ToastRequest = { id: 1, level: 'success', message: 'Вы вышли из аккаунта' };
const second: ToastRequest = { id: 2, level: 'error', message: 'Недостаточно товара', duration: 5000 };

test('shows each toast handed to it once, and reports it shown', async () => {
  const onShown = jest.fn();
  const { rerender } = render(<Toaster toasts={[first]} onShown={onShown} />);
  expect(await screen.findByText(first.message)).toBeTruthy();
  // the list arrives again with a new toast beside one already shown: only the new one is opened
  rerender(<Toaster toasts={[first, second]} onShown={onShown} />);
  expect(await screen.findByText(second.message)).toBeTruthy();
  await waitFor(() => expect(onShown.mock.calls).toEqual([[1], [2]]));
  expect(screen.getAllByText(first.message)).toHaveLength(1);
});

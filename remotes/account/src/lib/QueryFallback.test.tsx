import { fireEvent, render, screen } from '@testing-library/react';
import '../register';
import { QueryFallback } from './QueryFallback';

test('while the query loads the page shows its skeleton, announced as busy', () => {
  const refetch = jest.fn(() => Promise.resolve());
  render(<QueryFallback query={{ isPending: true, refetch }} rows={2} />);
  expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed query shows the failure (its panel loaded on demand) and Retry asks again', async () => {
  const refetch = jest.fn(() => Promise.resolve());
  render(<QueryFallback query={{ isPending: false, refetch }} />);
  expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить');
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

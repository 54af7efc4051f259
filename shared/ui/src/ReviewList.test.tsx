import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@mart/i18n';
import { ReviewList } from './ReviewList';

const reviews = [
  { id: 1, customer_name: 'Айгерим', rating: 4.5, comment: 'Вкусно', vehicle_name: null },
  { id: 2, customer_name: 'Ержан', rating: 3, comment: 'Долго везли', vehicle_name: 'Kia Carnival' },
];

test('each review shows its author, its stars and what was written', async () => {
  await act(() => i18n.changeLanguage('ru'));
  render(<ReviewList reviews={reviews} />);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Айгерим')).toBeInTheDocument();
  expect(within(items[0]!).getByText('Вкусно')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Долго везли')).toBeInTheDocument();
  // the stars are read-only pictures with their value said: 4.5 shows as four and a half
  expect(within(items[0]!).getByRole('img', { name: 'Оценка 4.5 из 5' })).toBeInTheDocument();
  expect(within(items[1]!).getByRole('img', { name: 'Оценка 3 из 5' })).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('`describe` puts a review in context; an empty list says so', () => {
  const { unmount } = render(
    <ReviewList reviews={reviews} describe={(r) => `${r.vehicle_name ?? ''} — ${r.comment}`} />,
  );
  expect(screen.getByText('Kia Carnival — Долго везли')).toBeInTheDocument();
  unmount();
  render(<ReviewList reviews={[]} emptyText="Отзывов пока нет" />);
  expect(screen.getByText('Отзывов пока нет')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ReviewList } from './ReviewList';

const reviews = [
  { id: 1, customer_name: 'Айгерим', rating: 4.5, comment: 'Вкусно', vehicle_name: null },
  { id: 2, customer_name: 'Ержан', rating: 3, comment: 'Долго везли', vehicle_name: 'Kia Carnival' },
];

test('each review shows its author, its stars and what was written', () => {
  render(<ReviewList reviews={reviews} />);
  expect(document.querySelectorAll('.ant-list-item')).toHaveLength(2);
  expect(screen.getByText('Айгерим')).toBeInTheDocument();
  expect(screen.getByText('Вкусно')).toBeInTheDocument();
  expect(screen.getByText('Долго везли')).toBeInTheDocument();
  // the stars are read-only: 4.5 shows as four and a half
  expect(document.querySelectorAll('.ant-rate-disabled')).toHaveLength(2);
  expect(document.querySelectorAll('.ant-rate-star-half')).toHaveLength(1);
});

test('`describe` puts a review in context; an empty list says so', () => {
  const { unmount } = render(
    <ReviewList reviews={reviews} describe={(r) => `${r.vehicle_name ?? ''} — ${r.comment}`} />,
  );
  expect(screen.getByText('Kia Carnival — Долго везли')).toBeInTheDocument();
  unmount();
  render(<ReviewList reviews={[]} emptyText="Отзывов пока нет" />);
  expect(screen.getByText('Отзывов пока нет')).toBeInTheDocument();
});

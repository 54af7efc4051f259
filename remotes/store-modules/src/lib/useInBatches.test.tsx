import { act, render, screen } from '@testing-library/react';
import { useInBatches } from './useInBatches';

function List({ items }: { items: string[] }) {
  const shown = useInBatches(items, items.length, 2, 3);
  return (
    <ul>
      {items.slice(0, shown).map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Every idle moment to come: each batch drawn schedules the next. */
const drainIdle = () => {
  for (let i = 0; i < 10; i++) act(() => void jest.runOnlyPendingTimers());
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a long list is drawn first in part, then a batch each idle moment until every item is in the page', () => {
  const { rerender } = render(<List items={names('a', 7)} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  act(() => void jest.advanceTimersByTime(20));
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
  drainIdle();
  expect(screen.getAllByRole('listitem')).toHaveLength(7);

  // a new list (a search's answer) starts over from the first part, in the same render
  rerender(<List items={names('b', 7)} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b0', 'b1']);
  drainIdle();
  expect(screen.getAllByRole('listitem')).toHaveLength(7);
});

test('a list no longer than the first part is drawn whole at once', () => {
  render(<List items={names('c', 2)} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  drainIdle();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('the same items in a new array keep the cards drawn (a parent filtering again on each render)', () => {
  const items = names('d', 7);
  const { rerender } = render(<List items={items} />);
  drainIdle();
  const last = screen.getByText('d6');
  rerender(<List items={[...items]} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(7);
  // the very element, not a new one drawn in its place
  expect(screen.getByText('d6')).toBe(last);
});

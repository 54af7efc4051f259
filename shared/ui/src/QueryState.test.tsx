import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@mart/api-client';
import { i18n } from '@mart/i18n';
import { QueryState } from './QueryState';

beforeEach(() => act(() => void i18n.changeLanguage('en')));

const query = (over: Partial<{ isPending: boolean; error: unknown }>) => ({
  isPending: false,
  error: null,
  refetch: jest.fn(() => Promise.resolve()),
  ...over,
});

test('loading: a busy skeleton, no panel', () => {
  render(<QueryState query={query({ isPending: true })} rows={2} />);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('alert')).toBeNull();
});

test("failed: the server's message, a Retry that refetches, and the call's request id to copy", () => {
  const q = query({ error: new ApiError(500, [{ code: 'x', message: 'Store is closed' }], null, 'web-abc12345') });
  render(<QueryState query={q} title="Could not load" />);
  const panel = screen.getByRole('alert');
  expect(panel).toHaveTextContent('Could not load');
  expect(panel).toHaveTextContent('Store is closed');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(q.refetch).toHaveBeenCalledTimes(1);
  const note = screen.getByTestId('request-id');
  expect(note.querySelector('code')).toHaveTextContent('web-abc12345');
  expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

test('offline: a warning that refetches by itself when the browser is back online', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const q = query({ error: ApiError.network(new TypeError('Failed to fetch')) });
  render(<QueryState query={q} />);
  expect(screen.getByRole('status')).toHaveTextContent('The server cannot be reached');
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(q.refetch).toHaveBeenCalledTimes(1);
  onLine.mockRestore();
});

test('an online failure does not refetch on its own', () => {
  const q = query({ error: new ApiError(500, [{ code: 'x', message: 'boom' }], null) });
  render(<QueryState query={q} />);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(q.refetch).not.toHaveBeenCalled();
  expect(screen.queryByTestId('request-id')).toBeNull();
});

test('empty: the description once the query has succeeded, nothing without one', () => {
  const { rerender, container } = render(<QueryState query={query({})} empty="No orders yet" />);
  expect(screen.getByText('No orders yet')).toBeInTheDocument();
  rerender(<QueryState query={query({})} />);
  expect(container).toBeEmptyDOMElement();
});

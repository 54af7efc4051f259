import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '@mart/i18n';
import { Stars } from './Stars';

afterEach(() => act(() => void i18n.changeLanguage('ru')));

test.each([
  [4.26, 'Оценка 4.5 из 5', '90%'],
  [3, 'Оценка 3 из 5', '60%'],
  [0, 'Оценка 0 из 5', '0%'],
  // out of range values from an API are shown within the five stars
  [7, 'Оценка 5 из 5', '100%'],
  [-1, 'Оценка 0 из 5', '0%'],
])('%s is read as "%s" and lights %s of the stars', async (value, name, width) => {
  await act(() => i18n.changeLanguage('ru'));
  const { container } = render(<Stars value={value} />);
  expect(screen.getByRole('img', { name })).toBeInTheDocument();
  expect(container.querySelector('.mart-stars__on')).toHaveStyle({ width });
});

test('the label is in the page language', async () => {
  await act(() => i18n.changeLanguage('en'));
  render(<Stars value={4.5} />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
});

import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { storeTranslations } from '../../locales';
import { ScheduleTime } from './ScheduleTime';

registerTranslations('store', storeTranslations);

beforeAll(() => applyLanguage('ru'));

test('an open store offers "as soon as possible" and scheduling, with no warning', () => {
  render(<ScheduleTime value={null} onChange={() => {}} />);
  expect(screen.getByRole('radio', { name: 'Как можно скорее' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: 'Запланировать' })).toBeEnabled();
  expect(screen.queryByTestId('store-closed')).not.toBeInTheDocument();
});

test('a closed store says why before the customer tries, and only scheduling is offered', () => {
  const message = 'Магазин сейчас закрыт. Откроется в 08:00; заказ можно запланировать на время работы.';
  render(<ScheduleTime value={null} onChange={() => {}} closed={message} />);
  expect(screen.getByRole('status')).toHaveTextContent(message);
  expect(screen.getByRole('radio', { name: 'Как можно скорее' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Запланировать' })).toBeEnabled();
});

test('a closed store that takes no scheduled orders offers neither', () => {
  render(
    <ScheduleTime
      value={null}
      onChange={() => {}}
      closed="Магазин сейчас закрыт. Откроется в 08:00."
      canSchedule={false}
    />,
  );
  expect(screen.getByRole('radio', { name: 'Как можно скорее' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Запланировать' })).toBeDisabled();
});

import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
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

test("a scheduled time is picked on the store's clock, whatever the browser's, and says so", () => {
  const onChange = jest.fn();
  // 09:30 UTC is 14:30 in Almaty (UTC+5)
  render(<ScheduleTime value="2026-11-29T09:30:00.000Z" onChange={onChange} utcOffsetMinutes={300} />);
  const input = screen.getByLabelText('Дата и время');
  expect(input).toHaveValue('2026-11-29T14:30');
  expect(screen.getByTestId('schedule-clock')).toHaveTextContent(
    'Запланирован на 29 нояб. 2026 г., 14:30 · Время указано по часам магазина (UTC+5)',
  );
  fireEvent.change(input, { target: { value: '2026-11-30T10:15' } });
  expect(onChange).toHaveBeenCalledWith('2026-11-30T05:15:00.000Z');
});

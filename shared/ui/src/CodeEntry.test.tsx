import '@testing-library/jest-dom';
import { applyLanguage } from '@mart/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RESEND_SECONDS } from '@mart/domain';
import { CodeEntry } from './CodeEntry';

afterEach(() => jest.useRealTimers());

function renderEntry(onVerify = jest.fn(() => Promise.resolve()), onResend = jest.fn(() => Promise.resolve(true))) {
  render(
    <CodeEntry
      target="+7 701 000 00 00"
      demoCode="123456"
      verifyTestId="verify"
      onVerify={onVerify}
      onResend={onResend}
    />,
  );
  return { onVerify, onResend };
}

const typeCode = (code: string) => fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: code } });

test('Verify waits for all six digits and sends the code typed', async () => {
  const { onVerify } = renderEntry();
  expect(screen.getByText('Введите 6-значный код, отправленный на +7 701 000 00 00')).toBeInTheDocument();
  expect(screen.getByTestId('demo-otp')).toHaveTextContent('123456');
  typeCode('12345');
  expect(screen.getByTestId('verify')).toBeDisabled();
  typeCode('123456');
  expect(screen.getByTestId('verify')).toBeEnabled();
  await act(async () => fireEvent.click(screen.getByTestId('verify')));
  expect(onVerify).toHaveBeenCalledWith('123456');
});

test('Resend is offered only after the countdown, and restarts it when a code went out', async () => {
  jest.useFakeTimers();
  const { onResend } = renderEntry();
  const resend = () => screen.getByRole('button', { name: /Отправ|Повтор/ });
  expect(resend()).toBeDisabled();
  expect(resend()).toHaveTextContent(`Повторная отправка через ${RESEND_SECONDS} с`);
  act(() => jest.advanceTimersByTime(RESEND_SECONDS * 1000));
  expect(resend()).toBeEnabled();
  await act(async () => fireEvent.click(resend()));
  expect(onResend).toHaveBeenCalledTimes(1);
  expect(resend()).toBeDisabled();
});

test('speaks the page language', async () => {
  await applyLanguage('en');
  renderEntry();
  expect(screen.getByText('Enter the 6-digit code sent to +7 701 000 00 00')).toBeInTheDocument();
  expect(screen.getByTestId('verify')).toHaveTextContent('Verify');
  await act(() => applyLanguage('ru'));
});

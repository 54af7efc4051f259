import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../register';
import { ContactOtpModal } from './ContactOtpModal';
// after the libraries: they load as they would in a browser without these gaps
import '../../../../../jest.antd-dom';

const providerScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');

const open = (via: 'server' | 'phone-provider') =>
  render(
    <ContactOtpModal
      step="new_contact"
      channel="phone"
      via={via}
      target="+77051234567"
      onVerify={async () => undefined}
      onResend={async () => undefined}
      onClose={() => undefined}
    />,
  );

test("the server's code dialog shows the code boxes at once", () => {
  open('server');
  expect(screen.getByTestId('otp-verify')).toBeInTheDocument();
  expect(providerScript()).toBeNull();
});

test('the phone provider: no code box until its script loads; offline it says so and Retry tries again', async () => {
  open('phone-provider');
  expect(screen.getByRole('status')).toHaveTextContent('Подключение к сервису проверки телефона...');
  expect(screen.queryByTestId('otp-verify')).toBeNull();
  await act(async () => providerScript()!.onerror!(new Event('error')));
  expect(screen.getByRole('alert')).toHaveTextContent('Сервис проверки телефона не загрузился');
  expect(screen.queryByTestId('otp-verify')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await act(async () => providerScript()!.onload!(new Event('load')));
  expect(screen.getByTestId('otp-verify')).toBeInTheDocument();
});

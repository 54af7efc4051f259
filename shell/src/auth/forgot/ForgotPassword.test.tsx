import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mart/api-client';
import { bus } from '@mart/bus';
import { ForgotPassword } from './ForgotPassword';
// after the libraries: they load as they would in a browser without these gaps
import '../../../../jest.antd-dom';

// no pause between keystrokes: each pause is a timer that waits behind everything else on a busy CI machine
const user = userEvent.setup({ delay: null });

const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  api.configure({ baseUrl: 'http://api.test' });
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return { ok: true, status: 200, text: async () => JSON.stringify({ message: 'Код отправлен' }) };
  }) as unknown as typeof fetch;
  bus.set('language', 'ru');
});

const site = (picker: 0 | 1, country = 'KZ') =>
  bus.set('config', { is_sms_active: 1, is_mail_active: 0, country_picker_status: picker, country } as never);

test('with the picker on, a Kyrgyz number is sent with +996 and checked as a Kyrgyz mobile number', async () => {
  site(1);
  render(<ForgotPassword />);
  const code = screen.getByRole('combobox', { name: 'Код страны' });
  // typed into the picker's search, then Enter (antd's select opens on typing; a pointer press needs
  // MessageChannel, which jsdom lacks)
  fireEvent.change(code, { target: { value: 'Кирг' } });
  fireEvent.keyDown(code, { key: 'Enter', keyCode: 13, which: 13 });
  expect(await screen.findByText('KG +996')).toBeInTheDocument();
  const number = screen.getByLabelText('Телефон');
  // ten digits: Kyrgyzstan's length is said first; nine that are no operator's: the country's mobile message
  await user.type(number, '5551234567');
  fireEvent.click(screen.getByTestId('forgot-send'));
  expect(await screen.findByText('Номер телефона этой страны — 9 цифр')).toBeInTheDocument();
  await user.clear(number);
  await user.type(number, '123456789');
  fireEvent.click(screen.getByTestId('forgot-send'));
  expect(await screen.findByText('Введите действующий номер мобильного телефона (Киргизия)')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.clear(number);
  await user.type(number, '555 123 456');
  fireEvent.click(screen.getByTestId('forgot-send'));
  await waitFor(() => expect(sent).toEqual([{ phone: '+996555123456', verification_method: 'phone' }]));
  // antd's country select with every country is slow in jsdom: near a minute on a loaded CI machine
}, 120_000);

test("with the picker off, the site's country code is fixed and its mobile numbers apply", async () => {
  site(0, 'RU');
  render(<ForgotPassword />);
  expect(screen.queryByRole('combobox', { name: 'Код страны' })).toBeNull();
  expect(screen.getByText('+7')).toBeInTheDocument();
  // ten digits after +7 are a Kazakh number, not a Russian one (issue 40.7)
  await user.type(screen.getByLabelText('Телефон'), '7011234567');
  fireEvent.click(screen.getByTestId('forgot-send'));
  expect(await screen.findByText('Введите действующий номер мобильного телефона (Россия)')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Телефон'));
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
  fireEvent.click(screen.getByTestId('forgot-send'));
  await waitFor(() => expect(sent).toEqual([{ phone: '+79161234567', verification_method: 'phone' }]));
});

test('a whole international number typed into the field picks its country', async () => {
  site(1);
  render(<ForgotPassword />);
  fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+996 555 123 456' } });
  expect(await screen.findByText('KG +996')).toBeInTheDocument();
  expect(screen.getByLabelText('Телефон')).toHaveValue('555123456');
  fireEvent.click(screen.getByTestId('forgot-send'));
  await waitFor(() => expect(sent).toEqual([{ phone: '+996555123456', verification_method: 'phone' }]));
});

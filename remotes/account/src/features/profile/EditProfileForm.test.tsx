import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CustomerInfo } from '@mart/api-client';
import { bus } from '@mart/bus';
import '../../register';
import { EditProfileForm } from './EditProfileForm';

// the photo is not under test here, and the OTP modal stands in as its step and a button that enters a code (a code
// per step: 1… then 2…)
jest.mock('./ProfilePhoto', () => ({ ProfilePhoto: () => null }));
jest.mock('./ContactOtpModal', () => ({
  ContactOtpModal: ({
    step,
    target,
    onVerify,
  }: {
    step: string;
    target: string;
    onVerify: (code: string) => Promise<void>;
  }) => (
    <button
      type="button"
      data-testid={`code-${step}`}
      onClick={() => void onVerify(step === 'current_contact' ? '111111' : '222222')}
    >
      {target}
    </button>
  ),
}));

const profile = {
  id: 7,
  f_name: 'Aida',
  l_name: 'Test',
  email: 'aida@mail.kz',
  phone: '+77011234567',
  image: null,
  image_full_url: null,
  is_email_verified: 0,
  is_phone_verified: 1,
  login_medium: 'manual',
  ref_code: 'X',
  wallet_balance: 0,
  loyalty_point: 0,
  member_since_days: 1,
  created_at: '2026-01-01',
} as unknown as CustomerInfo;

const saved = { message: 'Successfully updated!', otp_send: false, verification_on: null };

/** The API answering each form in turn with `answers` (then "saved"); the forms it got. */
function mockFetch(...answers: Record<string, unknown>[]) {
  const forms: FormData[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    forms.push(init.body as FormData);
    const body = answers.shift() ?? saved;
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return forms;
}

beforeEach(() => {
  api.configure({ baseUrl: 'http://api.test' });
  bus.set('config', { centralize_login: { manual_login_status: 1 } } as never);
});

test('a new password is sent with the current one, which the form asks for first (ru, the default)', async () => {
  const forms = mockFetch();
  const done = jest.fn();
  render(<EditProfileForm profile={profile} onDone={done} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  await userEvent.type(field('Пароль'), 'new-secret1');
  await userEvent.type(field('Подтвердите пароль'), 'new-secret1');
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(await screen.findByText('Введите текущий пароль')).toBeTruthy();
  expect(forms).toEqual([]);

  await userEvent.type(field('Текущий пароль'), 'old-secret1');
  fireEvent.click(screen.getByTestId('profile-submit'));
  await waitFor(() => expect(forms).toHaveLength(1));
  expect(forms[0]!.get('current_password')).toBe('old-secret1');
  expect(forms[0]!.get('password')).toBe('new-secret1');
  await waitFor(() => expect(done).toHaveBeenCalled());
});

test('a new email without the password: a code to the current email, then one to the new email, then saved', async () => {
  const forms = mockFetch(
    {
      ...saved,
      otp_send: true,
      verification_on: 'email',
      verification_step: 'current_contact',
      verification_target: 'aida@mail.kz',
    },
    {
      ...saved,
      otp_send: true,
      verification_on: 'email',
      verification_step: 'new_contact',
      verification_target: 'new@mail.kz',
    },
  );
  const done = jest.fn();
  render(<EditProfileForm profile={profile} onDone={done} />);
  const email = screen.getByLabelText('E-mail', { exact: true });
  await userEvent.clear(email);
  await userEvent.type(email, 'new@mail.kz');
  // the current password is optional for a new email: the hint says a code goes to the current contact instead
  expect(screen.getByText(/оставьте поле пустым/)).toBeTruthy();
  fireEvent.click(screen.getByTestId('profile-submit'));
  fireEvent.click(await screen.findByTestId('code-current_contact'));
  expect(screen.getByTestId('code-current_contact').textContent).toBe('aida@mail.kz');
  fireEvent.click(await screen.findByTestId('code-new_contact'));
  await waitFor(() => expect(forms).toHaveLength(3));
  expect(forms[0]!.get('email')).toBe('new@mail.kz');
  expect(forms[0]!.get('current_password')).toBeNull();
  expect(forms[1]!.get('current_contact_otp')).toBe('111111');
  expect(forms[1]!.get('otp')).toBeNull();
  expect(forms[2]!.get('current_contact_otp')).toBe('111111');
  expect(forms[2]!.get('otp')).toBe('222222');
  await waitFor(() => expect(done).toHaveBeenCalled());
});

test('a new email with the current password goes straight to the new email code', async () => {
  const forms = mockFetch({
    ...saved,
    otp_send: true,
    verification_on: 'email',
    verification_step: 'new_contact',
    verification_target: 'new@mail.kz',
  });
  const done = jest.fn();
  render(<EditProfileForm profile={profile} onDone={done} />);
  const email = screen.getByLabelText('E-mail', { exact: true });
  await userEvent.clear(email);
  await userEvent.type(email, 'new@mail.kz');
  await userEvent.type(screen.getByLabelText('Текущий пароль', { exact: true }), 'old-secret1');
  fireEvent.click(screen.getByTestId('profile-submit'));
  fireEvent.click(await screen.findByTestId('code-new_contact'));
  await waitFor(() => expect(forms).toHaveLength(2));
  expect(forms[0]!.get('current_password')).toBe('old-secret1');
  expect(forms[1]!.get('current_password')).toBe('old-secret1');
  expect(forms[1]!.get('otp')).toBe('222222');
  await waitFor(() => expect(done).toHaveBeenCalled());
});

test("with the picker on, an unverified phone shows its country; another country's number is refused", async () => {
  const forms = mockFetch();
  bus.set('config', { centralize_login: { manual_login_status: 1 }, country_picker_status: 1, country: 'KZ' } as never);
  render(<EditProfileForm profile={{ ...profile, is_phone_verified: 0 }} onDone={jest.fn()} />);
  expect(await screen.findByText('KZ +7')).toBeTruthy();
  const number = screen.getByLabelText('Телефон', { exact: true });
  expect(number).toHaveValue('7011234567');
  // Moscow's 916 after Kazakhstan's +7: not a Kazakh mobile
  fireEvent.change(number, { target: { value: '9161234567' } });
  fireEvent.click(screen.getByTestId('profile-submit'));
  expect(await screen.findByText('Введите действующий номер мобильного телефона (Казахстан)')).toBeTruthy();
  expect(forms).toEqual([]);
  fireEvent.change(number, { target: { value: '705 123 45 67' } });
  fireEvent.click(screen.getByTestId('profile-submit'));
  await waitFor(() => expect(forms).toHaveLength(1));
  expect(forms[0]!.get('phone')).toBe('+77051234567');
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CustomerInfo } from '@mart/api-client';
import { bus } from '@mart/bus';
import '../../register';
import { EditProfileForm } from './EditProfileForm';

// the photo picker and the OTP modal pull in antd's icon set (ESM only under jest); neither is under test here
jest.mock('./ProfilePhoto', () => ({ ProfilePhoto: () => null }));
jest.mock('./ContactOtpModal', () => ({ ContactOtpModal: () => null }));

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

function mockFetch() {
  const forms: FormData[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    forms.push(init.body as FormData);
    const body = { message: 'Successfully updated!', otp_send: false, verification_on: null };
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

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@mart/bus';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { authTranslations } from '../locales';
import { PhoneModalView } from './PhoneModalView';
// after the libraries: they load as they would in a browser without these gaps
import '../../../../jest.antd-dom';

// the auth dialog registers its texts; the view alone is rendered here
registerTranslations('auth', authTranslations);
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  // a Kazakh-only site: no picker, numbers typed whole
  bus.set('config', { country_picker_status: 0, country: 'KZ' } as never);
});
afterEach(() => {
  applyLanguage('ru');
  bus.set('language', 'ru');
});

test.each([
  ['ru', 'Телефон', /Введите действующий номер мобильного телефона \(Казахстан\)/],
  ['en', 'Phone', /Enter a valid mobile number of Kazakhstan/],
] as const)(
  '(%s) the phone a social sign-in asks for is a mobile of the site: a Russian one refused, a Kazakh one in E.164',
  async (lang, label, refused) => {
    applyLanguage(lang);
    bus.set('language', lang);
    const onSubmit = jest.fn(async () => undefined);
    const { container } = render(<PhoneModalView onSubmit={onSubmit} />);
    const number = screen.getByLabelText(label);
    await user.type(number, '+7 916 123 45 67');
    fireEvent.submit(container.querySelector('form')!);
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(number);
    await user.type(number, '+7 701 123 45 67');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('+77011234567'));
  },
);

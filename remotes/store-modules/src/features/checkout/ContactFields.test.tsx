import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Address } from '@mart/api-client';
import { bus } from '@mart/bus';
import { applyLanguage, registerTranslations } from '@mart/i18n';
import { FormikProvider } from 'formik';
import { useState } from 'react';
import { storeTranslations } from '../../locales';
import type { Contact } from './contact';
import { ContactFields } from './ContactFields';
import { keepGuestContact } from './guest-contact';
import { useContactForm } from './useContactForm';

registerTranslations('store', storeTranslations);

beforeAll(() => applyLanguage('ru'));
beforeEach(() => {
  localStorage.clear();
  bus.set('config', { country_picker_status: 1 });
});

/** The checkout's contact form as the page draws it, with its place button's check. */
function Form({
  delivery = true,
  signedIn = false,
  onValues = () => undefined,
}: {
  delivery?: boolean;
  signedIn?: boolean;
  onValues?: (v: Contact | null) => void;
}) {
  const form = useContactForm({ delivery, signedIn, address: 'Абая 1' });
  const [keep, setKeep] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void form.fill(SAVED)}>
        saved
      </button>
      <FormikProvider value={form.formik}>
        <form ref={form.formRef} noValidate>
          <ContactFields
            delivery={delivery}
            guest={!signedIn}
            phone={form.phone}
            canSaveAddress={signedIn}
            saveAddress={keep}
            onSaveAddress={setKeep}
          />
        </form>
      </FormikProvider>
      <button type="button" onClick={() => void form.validated().then(onValues)}>
        place
      </button>
    </>
  );
}

const SAVED = {
  id: 3,
  address: 'Бишкек, Чуй 5',
  contact_person_name: 'Айбек',
  contact_person_number: '+996555123456',
  road: 'Чуй',
  house: '5',
  floor: null,
  additional_information: 'Звонить',
} as unknown as Address;

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (box: HTMLElement, value: string) => act(async () => void fireEvent.change(box, { target: { value } }));
const place = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'place' })));

test('a failed place shows every rule’s message and focuses the first field in error, described by it', async () => {
  const onValues = jest.fn();
  render(<Form onValues={onValues} />);
  expect(field('Адрес')).toHaveValue('Абая 1');
  await type(field('Адрес'), '');
  await type(field('Электронная почта'), 'name@gmail');
  await place();
  expect(onValues).toHaveBeenLastCalledWith(null);
  expect(field('Адрес')).toHaveFocus();
  expect(field('Адрес')).toHaveAccessibleDescription('Укажите адрес');
  expect(field('Имя контактного лица')).toHaveAccessibleDescription('Укажите имя');
  expect(field('Телефон')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Электронная почта')).toHaveAttribute('aria-invalid', 'true');
});

test('the national number is checked as a mobile number of the picked country; the order gets it in E.164', async () => {
  const onValues = jest.fn();
  render(<Form onValues={onValues} />);
  const code = screen.getByRole('combobox', { name: 'Код страны' });
  fireEvent.focus(code);
  await type(code, 'Кирг');
  await act(async () => void fireEvent.keyDown(code, { key: 'Enter' }));
  await type(field('Имя контактного лица'), 'Айбек');
  await type(field('Телефон'), '55512345');
  await place();
  expect(field('Телефон')).toHaveFocus();
  expect(field('Телефон')).toHaveAccessibleDescription('Введите действующий номер мобильного телефона (Киргизия)');
  await type(field('Телефон'), '555123456');
  await place();
  expect(onValues).toHaveBeenLastCalledWith(
    expect.objectContaining({ contact_person_name: 'Айбек', contact_person_number: '+996555123456' }),
  );
});

test('take-away hides the address and its parts, and a signed-in customer’s take-away is not checked', async () => {
  const onValues = jest.fn();
  render(<Form delivery={false} signedIn onValues={onValues} />);
  expect(screen.queryByRole('textbox', { name: 'Адрес' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Улица' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Дополнительная информация' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Электронная почта' })).not.toBeInTheDocument();
  await place();
  expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ contact_person_name: '' }));
});

test('a saved address fills the form, its number split by the picker', async () => {
  render(<Form signedIn />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'saved' })));
  expect(field('Адрес')).toHaveValue('Бишкек, Чуй 5');
  expect(field('Улица')).toHaveValue('Чуй');
  expect(field('Этаж')).toHaveValue('');
  expect(field('Телефон')).toHaveValue('555123456');
  expect(screen.getByTestId('country-code')).toHaveTextContent('KG +996');
  expect(field('Дополнительная информация')).toHaveValue('Звонить');
  expect(screen.getByText('7 / 500')).toBeVisible();
  expect(screen.getByRole('checkbox', { name: 'Сохранить этот адрес' })).toBeInTheDocument();
});

test('a guest’s kept contact fills the form next time, the number under its country', () => {
  keepGuestContact(
    {
      address: 'Абая 10',
      contact_person_name: 'Гость',
      contact_person_number: '+77011234567',
      contact_person_email: 'g@mail.kz',
      road: '',
      house: '10',
      floor: '',
      additional_information: '',
    },
    true,
  );
  render(<Form />);
  expect(field('Адрес')).toHaveValue('Абая 10');
  expect(field('Имя контактного лица')).toHaveValue('Гость');
  expect(field('Телефон')).toHaveValue('7011234567');
  expect(field('Электронная почта')).toHaveValue('g@mail.kz');
});

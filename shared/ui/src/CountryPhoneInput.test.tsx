import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@mart/bus';
import { COUNTRIES, type Country } from '@mart/domain';
import { i18n } from '@mart/i18n';
import { Formik } from 'formik';
import { useState } from 'react';
import { CountryPhoneInput } from './CountryPhoneInput';
import { FormikField, FormikForm } from './FormikField';

const KZ = COUNTRIES.find((c) => c.iso === 'KZ')!;

beforeEach(() => {
  bus.set('language', 'ru');
  act(() => void i18n.changeLanguage('ru'));
});

function Phone({ picker, onNumber = () => undefined }: { picker: boolean; onNumber?: (v: string) => void }) {
  const [country, setCountry] = useState<Country>(KZ);
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Телефон</label>
      <CountryPhoneInput
        id="phone"
        picker={picker}
        country={country}
        onCountryChange={setCountry}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onNumber(e.target.value);
        }}
      />
    </>
  );
}

describe('CountryPhoneInput', () => {
  test('the picker shows the held country; typing a name filters the list and Enter takes the first match', () => {
    render(<Phone picker />);
    const code = screen.getByRole('combobox', { name: 'Код страны' });
    expect(screen.getByTestId('country-code')).toHaveTextContent('KZ +7');
    expect(code).toHaveAccessibleDescription('KZ +7');
    fireEvent.focus(code);
    fireEvent.change(code, { target: { value: 'Кирг' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Киргизия +996']);
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(screen.getByTestId('country-code')).toHaveTextContent('KG +996');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  test('the country list is not drawn with the form, only once the picker is used', () => {
    render(<Phone picker />);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    const code = screen.getByRole('combobox', { name: 'Код страны' });
    fireEvent.focus(code);
    expect(screen.getAllByRole('option')).toHaveLength(COUNTRIES.length);
    fireEvent.blur(code);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  test('arrow keys walk the list; Escape closes it; leaving drops an unpicked search', () => {
    render(<Phone picker />);
    const code = screen.getByRole('combobox', { name: 'Код страны' });
    fireEvent.focus(code);
    fireEvent.change(code, { target: { value: '+99' } });
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((n) => n?.includes('+99'))).toBe(true);
    fireEvent.keyDown(code, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(code).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(code, { key: 'Escape' });
    expect(code).toHaveAttribute('aria-expanded', 'false');
    fireEvent.blur(code);
    expect(code).toHaveValue('');
    expect(screen.getByTestId('country-code')).toHaveTextContent('KZ +7');
  });

  test('a whole number pasted picks its country and leaves the national part; the label names the number', () => {
    const onNumber = jest.fn();
    render(<Phone picker onNumber={onNumber} />);
    const number = screen.getByRole('textbox', { name: 'Телефон' });
    fireEvent.change(number, { target: { value: '+996 555 123 456' } });
    expect(onNumber).toHaveBeenLastCalledWith('555123456');
    expect(screen.getByTestId('country-code')).toHaveTextContent('KG +996');
  });

  test('with the picker off the code is a fixed prefix, and the number keeps digits only', () => {
    const onNumber = jest.fn();
    render(<Phone picker={false} onNumber={onNumber} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('+7', { exact: true })).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Телефон' }), { target: { value: '701-123 45 67' } });
    expect(onNumber).toHaveBeenLastCalledWith('7011234567');
  });
});

describe('FormikField', () => {
  const validate = (v: { phone: string }) => (v.phone ? {} : { phone: 'Укажите номер телефона' });

  function Form({ onSubmit = () => undefined }: { onSubmit?: () => void }) {
    return (
      <Formik initialValues={{ phone: '' }} validate={validate} onSubmit={onSubmit}>
        <FormikForm label="Вход">
          <FormikField name="phone" label="Телефон" required>
            <input />
          </FormikField>
          <button type="submit">Войти</button>
        </FormikForm>
      </Formik>
    );
  }

  test('no message before the field is touched; after, under it, tied by aria-describedby and aria-invalid', async () => {
    render(<Form />);
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByText('Укажите номер телефона')).not.toBeInTheDocument();
    await act(async () => void fireEvent.blur(phone));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Укажите номер телефона');
    await act(async () => void fireEvent.change(phone, { target: { value: '7011234567' } }));
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Укажите номер телефона')).not.toBeInTheDocument();
  });

  test('a submit shows every message without a touch, and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Войти' })));
    expect(screen.getByRole('form', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription('Укажите номер телефона');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@mart/i18n';
import { useState } from 'react';
import { Combobox } from './Combobox';
import { Field } from './Field';
import { FileInput, type ChosenFile } from './FileInput';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

beforeEach(() => act(() => void i18n.changeLanguage('ru')));

describe('Field', () => {
  test('the label names its input; a required one is marked; help describes it', () => {
    render(
      <Field label="Имя" required help="Как к вам обращаться">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Имя' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Как к вам обращаться');
    expect(screen.getByText('Имя')).toHaveClass('mart-field__label--required');
  });

  test('an error is under the field, marks it invalid and is read with it after the help', () => {
    render(
      <Field label="Телефон" help="Номер курьера" error="Укажите номер телефона">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).toHaveAccessibleDescription('Номер курьера Укажите номер телефона');
  });

  test('two fields of one name in two forms keep apart: each label names its own input', () => {
    render(
      <>
        <Field label="Почта">
          <TextInput />
        </Field>
        <Field label="Почта (ещё раз)">
          <TextInput />
        </Field>
      </>,
    );
    const [a, b] = screen.getAllByRole('textbox');
    expect(a!.id).not.toBe(b!.id);
    expect(screen.getByRole('textbox', { name: 'Почта (ещё раз)' })).toBe(b);
  });
});

describe('TextArea', () => {
  test('the count against the limit follows the text; the limit is the box’s maxlength', () => {
    function Note() {
      const [v, setV] = useState('');
      return (
        <TextArea aria-label="Заметка" value={v} onChange={(e) => setV(e.target.value)} maxLength={500} showCount />
      );
    }
    render(<Note />);
    const box = screen.getByRole('textbox', { name: 'Заметка' });
    expect(box).toHaveAttribute('maxlength', '500');
    expect(screen.getByText('0 / 500')).toBeVisible();
    fireEvent.change(box, { target: { value: 'Домофон 12' } });
    expect(screen.getByText('10 / 500')).toBeVisible();
  });
});

describe('FileInput', () => {
  const png = () => new File(['x'], 'rx.png', { type: 'image/png' });

  function Upload({ outcome }: { outcome: (f: File) => ChosenFile }) {
    const [file, setFile] = useState<ChosenFile | null>(null);
    return <FileInput label="Загрузить рецепт" accept="image/png" file={file} onFile={(f) => setFile(outcome(f))} />;
  }

  test('a labelled file input; the chosen file, its progress, in a status region', () => {
    render(<Upload outcome={(f) => ({ name: f.name, state: 'uploading' })} />);
    const input = screen.getByLabelText('Загрузить рецепт');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.change(input, { target: { files: [png()] } });
    expect(screen.getByRole('status')).toHaveTextContent('rx.png');
    expect(screen.getByRole('progressbar', { name: 'Загружается' })).toBeInTheDocument();
    // no second file while one uploads
    expect(input).toBeDisabled();
  });

  test('done and error are said in words; another file can be chosen after an error', () => {
    render(<Upload outcome={(f) => ({ name: f.name, state: 'error', error: 'Файл слишком большой' })} />);
    const input = screen.getByLabelText('Загрузить рецепт');
    fireEvent.change(input, { target: { files: [png()] } });
    expect(screen.getByRole('status')).toHaveTextContent('rx.png');
    expect(screen.getByRole('status')).toHaveTextContent('Файл слишком большой');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveAccessibleDescription('rx.png Файл слишком большой');
  });

  test('a finished upload says so', () => {
    render(<Upload outcome={(f) => ({ name: f.name, state: 'done' })} />);
    fireEvent.change(screen.getByLabelText('Загрузить рецепт'), { target: { files: [png()] } });
    expect(screen.getByRole('status')).toHaveTextContent('rx.png Загружено');
  });
});

describe('Combobox activeFirst (a picker’s search)', () => {
  const options = [
    { value: 'kg', label: 'Киргизия +996' },
    { value: 'kz', label: 'Казахстан +7' },
  ];

  test('once something is typed, the first match is active and Enter takes it; ↓ moves on from it', () => {
    const onPick = jest.fn();
    function Picker() {
      const [text, setText] = useState('');
      return <Combobox label="Код страны" text={text} options={options} onText={setText} onPick={onPick} activeFirst />;
    }
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Код страны' });
    fireEvent.focus(box);
    // nothing typed: Enter picks nothing
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'к' } });
    expect(screen.getByRole('option', { name: 'Киргизия +996' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Казахстан +7' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(options[1]);
  });
});

import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@mart/i18n';
import { useState } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Combobox } from './Combobox';
import { Pagination, pageList } from './Pagination';
import { RadioGroup } from './RadioGroup';
import { SearchInput } from './SearchInput';
import { Select } from './Select';
import { Switch } from './Switch';
import { Tabs } from './Tabs';
import { TextInput } from './TextInput';

beforeEach(() => act(() => void i18n.changeLanguage('ru')));

describe('Tabs', () => {
  const items = [
    { key: 'items', label: 'Товары', children: <p>список товаров</p> },
    { key: 'reviews', label: 'Отзывы', children: <p>отзывы</p> },
    { key: 'info', label: 'О магазине', children: <p>адрес</p> },
  ];

  test('one tab in the Tab order, its panel labelled by it; a click opens another', () => {
    const onChange = jest.fn();
    render(<Tabs items={items} onChange={onChange} aria-label="Магазин" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Товары' })).toHaveTextContent('список товаров');
    fireEvent.click(screen.getByRole('tab', { name: 'Отзывы' }));
    expect(onChange).toHaveBeenCalledWith('reviews');
    expect(screen.getByRole('tab', { name: 'Отзывы' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Отзывы' })).toHaveTextContent('отзывы');
    expect(screen.queryByText('список товаров')).not.toBeInTheDocument();
  });

  test('arrow keys move the focus and the choice, round the ends; Home and End jump', () => {
    render(<Tabs items={items} />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'О магазине' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'О магазине' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Товары' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('адрес');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('список товаров');
  });

  test('right to left, the right arrow goes back', () => {
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Tabs items={items} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'О магазине' })).toHaveFocus();
  });
});

describe('SearchInput', () => {
  test('Enter and the button search for the trimmed text; clearing searches for everything', () => {
    const onSearch = jest.fn();
    render(<SearchInput label="Поиск в магазине" onSearch={onSearch} />);
    expect(screen.getByRole('search', { name: 'Поиск в магазине' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Поиск в магазине' });
    expect(screen.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: ' плов ' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenLastCalledWith('плов');
    fireEvent.click(screen.getByRole('button', { name: 'Искать' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });
});

describe('TextInput', () => {
  test('a labelled input with its suffix beside it; invalid is said', () => {
    render(<TextInput type="number" aria-label="Длительность" suffix="ч" invalid defaultValue={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Длительность' });
    expect(input).toHaveValue(3);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('ч')).toBeInTheDocument();
  });
});

describe('Select', () => {
  test('a native select: the placeholder is "nothing chosen", a choice gives its string value', () => {
    const onChange = jest.fn();
    render(
      <Select
        aria-label="Коробка передач"
        placeholder="Коробка передач"
        value="manual"
        onChange={onChange}
        options={[
          { value: 'automatic', label: 'Автомат' },
          { value: 'manual', label: 'Механика' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Коробка передач' });
    expect(select).toHaveDisplayValue('Механика');
    fireEvent.change(select, { target: { value: 'automatic' } });
    expect(onChange).toHaveBeenLastCalledWith('automatic');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('Pagination', () => {
  test('the pages shown: ends, two either side of the current one, gaps between', () => {
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageList(2, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });

  test('a nav of labelled buttons, the current page marked; the ends disable their step', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pagination current={1} pageSize={10} total={35} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination current={4} pageSize={10} total={35} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  test('one page is no pager', () => {
    const { container } = render(<Pagination current={1} pageSize={10} total={7} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RadioGroup and Checkbox', () => {
  test('a named radio group: the choice is its value, the chosen one checked', () => {
    function Trip() {
      const [v, setV] = useState<'hourly' | 'distance_wise'>('hourly');
      return (
        <RadioGroup
          buttons
          label="Тип поездки"
          value={v}
          onChange={setV}
          options={[
            { value: 'hourly', label: 'Почасовая' },
            { value: 'distance_wise', label: 'По расстоянию' },
          ]}
        />
      );
    }
    render(<Trip />);
    expect(screen.getByRole('radiogroup', { name: 'Тип поездки' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Почасовая' })).toBeChecked();
    fireEvent.click(screen.getByText('По расстоянию'));
    expect(screen.getByRole('radio', { name: 'По расстоянию' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Почасовая' })).not.toBeChecked();
  });

  test('a checkbox is named by its label and reports its change', () => {
    const onChange = jest.fn();
    render(<Checkbox onChange={onChange}>Сыр (+₸300)</Checkbox>);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Сыр (+₸300)' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Switch', () => {
  test('a switch named by its label; a click turns it on', () => {
    const onChange = jest.fn();
    render(<Switch aria-label="Кондиционер" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Кондиционер' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Button', () => {
  test('a real button; loading says it is busy and ignores clicks', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button variant="primary" onClick={onClick}>
        Найти
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Найти' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button variant="primary" loading onClick={onClick}>
        Найти
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Combobox', () => {
  const options = [
    { value: 'a', label: 'Аэропорт Алматы' },
    { value: 'b', label: 'Площадь Республики' },
  ];

  function Place({ onPick }: { onPick: (label: string) => void }) {
    const [text, setText] = useState('');
    return (
      <Combobox
        label="Место подачи"
        text={text}
        options={text ? options : []}
        onText={setText}
        onPick={(o) => {
          setText(o.label);
          onPick(o.label);
        }}
        onClear={() => onPick('')}
      />
    );
  }

  test('typing lists suggestions; arrows move through them and Enter picks', () => {
    const onPick = jest.fn();
    render(<Place onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Место подачи' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(box, { target: { value: 'а' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Площадь Республики' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Площадь Республики');
    expect(box).toHaveValue('Площадь Республики');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a suggestion picks it; Escape closes; the clear button empties', () => {
    const onPick = jest.fn();
    render(<Place onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Место подачи' });
    fireEvent.change(box, { target: { value: 'аэ' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Аэропорт Алматы' }));
    expect(onPick).toHaveBeenLastCalledWith('Аэропорт Алматы');
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(box).toHaveValue('');
    expect(onPick).toHaveBeenLastCalledWith('');
  });
});

describe('Alert', () => {
  test('an error is said at once and its text is the message alone (the icon adds none)', () => {
    render(<Alert type="error" message="Вариант Размер нужно выбрать" data-testid="item-error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Вариант Размер нужно выбрать$/);
  });

  test('a warning is a polite status with its description', () => {
    render(<Alert type="warning" message="Нужен рецепт" description="Покажите его курьеру" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Нужен рецептПокажите его курьеру$/);
  });
});

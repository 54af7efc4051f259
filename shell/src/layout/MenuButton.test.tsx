import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton, type MenuEntry } from './MenuButton';

function setup(onSelect = jest.fn()) {
  const items: MenuEntry[] = [
    { key: 'ru', label: 'Русский', onSelect: () => onSelect('ru') },
    { key: 'kz', label: 'Қазақша', current: true, onSelect: () => onSelect('kz') },
    { key: 'sep', divider: true },
    { key: 'en', label: 'English', onSelect: () => onSelect('en') },
  ];
  render(
    <>
      <MenuButton aria-label="Язык: Қазақша" data-testid="trigger" items={items}>
        Қазақша
      </MenuButton>
      <p>elsewhere</p>
    </>,
  );
  return { onSelect, trigger: screen.getByTestId('trigger') };
}

test('a click opens the menu with the focus on the current choice; arrows wrap around, skipping the divider', () => {
  const { trigger } = setup();
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();

  fireEvent.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  const menu = screen.getByRole('menu');
  expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Русский', 'Қазақша✓', 'English']);
  expect(screen.getAllByRole('separator')).toHaveLength(1);
  expect(document.activeElement?.textContent).toContain('Қазақша');

  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toContain('English');
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toContain('Русский');
  fireEvent.keyDown(menu, { key: 'ArrowUp' });
  expect(document.activeElement?.textContent).toContain('English');
  fireEvent.keyDown(menu, { key: 'Home' });
  expect(document.activeElement?.textContent).toContain('Русский');
});

test('choosing an item closes the menu, returns the focus to the button and runs the item', () => {
  const { trigger, onSelect } = setup();
  fireEvent.click(trigger);
  fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
  expect(onSelect).toHaveBeenCalledWith('en');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test('Escape closes with the focus back on the button; a press outside closes; ArrowDown on the button opens', () => {
  const { trigger, onSelect } = setup();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger);

  fireEvent.click(trigger);
  fireEvent.pointerDown(screen.getByText('elsewhere'));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(onSelect).not.toHaveBeenCalled();
});

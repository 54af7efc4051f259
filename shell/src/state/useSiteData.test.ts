import { refreshedModule } from './useSiteData';

const picked = { id: 2, module_type: 'grocery', module_name: 'Продукты', icon_full_url: '/g.svg' };

test("the picked module's name follows the language of the list; the rest of it stays", () => {
  const english = [
    { id: 1, module_type: 'food', module_name: 'Food' },
    { ...picked, module_name: 'Grocery' },
  ];
  expect(refreshedModule(picked, english)).toEqual({ ...picked, module_name: 'Grocery' });
});

test('unchanged is the same object; a module the site dropped is forgotten', () => {
  expect(refreshedModule(picked, [picked])).toBe(picked);
  expect(refreshedModule(picked, [{ id: 1, module_type: 'food', module_name: 'Еда' }])).toBeNull();
});

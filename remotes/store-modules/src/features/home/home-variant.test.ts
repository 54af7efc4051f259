import { homeVariant } from './home-variant';

const of = (q: string) => homeVariant(new URLSearchParams(q));

test('search=category opens the category the link names', () => {
  expect(of('search=category&id=4&module_id=1&name=Пицца&data_type=category')).toEqual({
    kind: 'category',
    id: 4,
    name: 'Пицца',
  });
});

test('search=allCategories opens every category', () => {
  expect(of('search=allCategories&from=allCategories&data_type=new')).toEqual({ kind: 'allCategories' });
});

test('a category link with a bad id is a not-found category, not a guess', () => {
  expect(of('search=category&id=abc')).toEqual({ kind: 'category', id: 0, name: null });
  expect(of('search=category&id=-3&name=%20')).toEqual({ kind: 'category', id: 0, name: null });
});

test('any other query is the plain home', () => {
  expect(of('')).toEqual({ kind: 'home' });
  expect(of('search=nonsense')).toEqual({ kind: 'home' });
  expect(of('module_id=2')).toEqual({ kind: 'home' });
});

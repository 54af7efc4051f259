import { pageCookies, pageStateOf, sessionOf } from './page-cookies';

test('the cookies give the language, theme, module and location; anything malformed counts as absent', () => {
  const loc = encodeURIComponent(JSON.stringify({ lat: 43.2, lng: 76.9, zoneIds: [1, 2] }));
  expect(pageStateOf(`mart_lang=en; mart_theme=dark; mart_module=3; mart_loc=${loc}`)).toEqual({
    language: 'en',
    theme: 'dark',
    moduleId: 3,
    location: { lat: 43.2, lng: 76.9, zoneIds: [1, 2] },
  });
  expect(pageStateOf(undefined)).toEqual({ language: 'ru', theme: 'light', moduleId: null, location: null });
  const bad = pageStateOf(
    'mart_lang=<x>; mart_theme=neon; mart_module=3x; mart_loc=%7B%22lat%22%3A%22x%22%7D; x=%E0%A4%A',
  );
  expect(bad).toEqual({ language: 'ru', theme: 'light', moduleId: null, location: null });
  expect(pageStateOf(`mart_loc=${encodeURIComponent('{"lat":1,"lng":2,"zoneIds":["1;drop"]}')}`).location).toBeNull();
});

test('what the browser writes is what the server reads', () => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
  pageCookies.language('kz');
  pageCookies.theme('dark');
  pageCookies.module({ id: 4, module_type: 'ecommerce', module_name: 'Товары' });
  pageCookies.location({ address: 'пр. Абая 50', lat: 43.24, lng: 76.89, zoneIds: [2] });
  expect(pageStateOf(document.cookie)).toEqual({
    language: 'kz',
    theme: 'dark',
    moduleId: 4,
    location: { lat: 43.24, lng: 76.89, zoneIds: [2] },
  });
  pageCookies.module(null);
  pageCookies.location(null);
  expect(pageStateOf(document.cookie)).toMatchObject({ moduleId: null, location: null });
});

test('the session cookie gives a token of the API’s shape, nothing else', () => {
  const token = 'Zk3_-a9QpLr2xY7uVw0B1cD4eF5gH6iJ8kM_nOsT-Ue';
  expect(sessionOf(`mart_lang=ru; mart_session=${token}`)).toBe(token);
  expect(sessionOf('mart_lang=ru')).toBeNull();
  expect(sessionOf('mart_session=short')).toBeNull();
  expect(sessionOf(`mart_session=${encodeURIComponent('"><script>x</script>0123456789')}`)).toBeNull();
  expect(sessionOf(`mart_session=${'a'.repeat(2000)}`)).toBeNull();
});

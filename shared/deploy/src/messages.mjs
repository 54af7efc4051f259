// @ts-check
// What the page server says when it cannot serve a request, in the storefront's languages. A customer sees these
// only when a link is broken or the server fails, so they say what happened and what to do, nothing internal.

/** @typedef {'ru' | 'kz' | 'en'} Language */

/** @type {Record<number, Record<Language, string>>} */
const MESSAGES = {
  400: { ru: 'Неверный адрес страницы.', kz: 'Бет мекенжайы қате.', en: 'The page address is not valid.' },
  404: { ru: 'Страница не найдена.', kz: 'Бет табылмады.', en: 'Page not found.' },
  405: {
    ru: 'Этот способ запроса не поддерживается.',
    kz: 'Сұраудың бұл тәсілі қолданылмайды.',
    en: 'This request method is not supported.',
  },
  414: { ru: 'Адрес страницы слишком длинный.', kz: 'Бет мекенжайы тым ұзын.', en: 'The page address is too long.' },
  500: {
    ru: 'Страница временно недоступна. Обновите её через минуту.',
    kz: 'Бет уақытша қолжетімсіз. Бір минуттан соң жаңартыңыз.',
    en: 'The page is temporarily unavailable. Reload it in a minute.',
  },
  503: {
    ru: 'Сайт ещё не опубликован.',
    kz: 'Сайт әлі жарияланбаған.',
    en: 'The site is not published yet.',
  },
};

/** The page cookie of the chosen language (`PAGE_COOKIES.language` of `@mart/api-client`). */
const LANGUAGE_COOKIE = 'mart_lang';

/** The customer's language from the page cookie; Russian, the storefront's default, otherwise. */
export function languageOf(/** @type {string | undefined} */ cookie) {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANGUAGE_COOKIE) return value === 'kz' || value === 'en' ? value : 'ru';
  }
  return 'ru';
}

/** The text of an error answer. @param {number} status @param {string | undefined} cookie */
export function errorText(status, cookie) {
  const texts = MESSAGES[status] ?? MESSAGES[status >= 500 ? 500 : 400];
  return texts?.[languageOf(cookie)] ?? '';
}

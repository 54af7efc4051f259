import { localeOf } from './languages';

const flat = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`],
  );

/** i18next's plural suffixes (CLDR categories): `x_one`, `x_few`... all name the one counted key `x`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const stem = (key: string) => key.replace(PLURAL, '');

/**
 * Keys present in one language and missing in another: every user-visible string exists in ru, kz and en. A counted
 * key counts once whatever forms it has (ru has `_few`/`_many`, en does not); `pluralProblems` checks the forms.
 */
export function missingKeys(t: Record<string, Record<string, unknown>>): string[] {
  const all = new Set(Object.values(t).flatMap((o) => flat(o).map(stem)));
  const out: string[] = [];
  for (const [lng, o] of Object.entries(t)) {
    const have = new Set(flat(o).map(stem));
    for (const k of all) if (!have.has(k)) out.push(`${lng}:${k}`);
  }
  return out;
}

/** The plural categories (CLDR, as Intl.PluralRules knows them) a language's counted strings need. */
export const pluralCategories = (lng: string): string[] =>
  new Intl.PluralRules(localeOf(lng)).resolvedOptions().pluralCategories;

/** Counted keys of one language's strings, each with the plural forms it has. */
export function countedKeys(o: Record<string, unknown>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of flat(o)) {
    const form = PLURAL.exec(key)?.[1];
    if (form) out.set(stem(key), [...(out.get(stem(key)) ?? []), form]);
  }
  return out;
}

/** A counted key lacking a form its language's plural rules ask for (`ru:card.reviews_few`). */
export function pluralProblems(t: Record<string, Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const [lng, o] of Object.entries(t)) {
    const needed = pluralCategories(lng);
    for (const [key, forms] of countedKeys(o)) {
      for (const form of needed) if (!forms.includes(form)) out.push(`${lng}:${key}_${form}`);
    }
  }
  return out;
}

import { i18n, registerTranslations, type Translations } from './instance';
import { localeOf } from './languages';
import { pluralProblems } from './parity';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Counts that walk every CLDR category of ru (one, few, many), kk and en, teens and hundreds included. */
export const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101];

const flatten = (o: Record<string, unknown>, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]): [string, string][] =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${p}${k}.`) : [[`${p}${k}`, String(v)]],
  );

/**
 * What is wrong with a namespace's counted strings: a missing plural form, an English count followed by a noun with
 * no plural forms ("{{count}} reviews" reads "1 reviews"), or a rendering, for any sample count in any language,
 * that shows a raw key, an unfilled placeholder or not the number.
 */
export function countedStringProblems(ns: string, t: Translations): string[] {
  registerTranslations(ns, t);
  const out = pluralProblems(t);
  for (const [key, text] of flatten(t.en)) {
    if (/\{\{count\}\}\s+\p{L}/u.test(text) && !PLURAL.test(key)) {
      out.push(`en:${key} needs plural forms`);
    }
  }
  for (const lng of ['ru', 'kz', 'en'] as const) {
    // each counted key with its other placeholders ({{n}} of {{count}}), given a stand-in value
    const keys = new Map<string, Record<string, string>>();
    for (const [key, text] of flatten(t[lng])) {
      const counted = PLURAL.test(key) || text.includes('{{count}}');
      if (!counted) continue;
      const others = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1]!, 'X'] as const);
      keys.set(key.replace(PLURAL, ''), { ...keys.get(key.replace(PLURAL, '')), ...Object.fromEntries(others) });
    }
    for (const [key, params] of keys) {
      for (const count of SAMPLE_COUNTS) {
        const text = i18n.t(`${ns}:${key}`, { ...params, lng: localeOf(lng), count });
        if (text.endsWith(key) || text.includes('{{') || !text.includes(String(count))) {
          out.push(`${lng}:${key} (${count}): ${text}`);
        }
      }
    }
  }
  return out;
}

/**
 * Issue 23: variations get stable ids and per-language texts. The seed and migration 0620 (databases seeded
 * before) both run these functions, so a reseeded and a migrated database hold the same ids. An id is the slug of
 * the option's English text when the dictionary has one, else of the ru text when that is Latin ('S', 'M'), else
 * its position; ids never contain '-' (a variation type joins them with it).
 */
import type { ChoiceOption, FoodVariation, I18n, Variation } from './schema';

/** ru text → its English and Kazakh translations. */
export type Words = Readonly<Record<string, { en: string; kz: string }>>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

function idFor(ru: string, words: Words, position: number, taken: Set<string>): string {
  let id = slug(words[ru]?.en ?? ru) || `o${position + 1}`;
  if (taken.has(id)) id = `${id}_${position + 1}`;
  taken.add(id);
  return id;
}

/** The translations of one text as an i18n field (`field` in en and kz), merged into `into`. */
export function addWord(into: I18n, ru: string, words: Words, field: string): I18n {
  const word = words[ru];
  if (!word) return into;
  return { en: { ...into.en, [field]: word.en }, kz: { ...into.kz, [field]: word.kz } };
}

export type StoredVariations = {
  choice_options: ChoiceOption[];
  variations: Variation[];
  food_variations: FoodVariation[];
};
type Maybe<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
/** What data written before the ids holds: the same shapes, ids and translations optional. */
export type Unkeyed = {
  choice_options: Maybe<ChoiceOption, 'option_ids'>[];
  variations: Variation[];
  food_variations: (Omit<Maybe<FoodVariation, 'id'>, 'values'> & {
    values: Maybe<FoodVariation['values'][number], 'id'>[];
  })[];
};

/**
 * Ids and translations for an item's variations (ids it already has are kept); its variation types become the
 * chosen option ids joined with '-'.
 */
export function keyVariations(item: Unkeyed, words: Words): StoredVariations {
  const choice_options = item.choice_options.map((c) => {
    const taken = new Set<string>();
    let i18n = addWord({}, c.title, words, 'title');
    c.options.forEach((o, j) => (i18n = addWord(i18n, o, words, `options.${j}`)));
    return {
      ...c,
      option_ids: c.option_ids ?? c.options.map((o, j) => idFor(o, words, j, taken)),
      i18n: { ...i18n, ...c.i18n },
    };
  });
  const variations = item.variations.map((v) => {
    const parts = v.type.split('-');
    if (parts.length !== choice_options.length) return v;
    const ids = parts.map((part, i) => {
      const c = choice_options[i]!;
      if (c.option_ids.includes(part)) return part;
      const at = c.options.findIndex((o) => squash(o) === squash(part));
      return at >= 0 ? c.option_ids[at]! : part;
    });
    return { ...v, type: ids.join('-') };
  });
  const groups = new Set<string>();
  const food_variations = item.food_variations.map((g, i) => {
    const taken = new Set<string>();
    return {
      ...g,
      id: g.id ?? idFor(g.name, words, i, groups),
      i18n: { ...addWord({}, g.name, words, 'name'), ...g.i18n },
      values: g.values.map((v, j) => ({
        ...v,
        id: v.id ?? idFor(v.label, words, j, taken),
        i18n: { ...addWord({}, v.label, words, 'label'), ...v.i18n },
      })),
    };
  });
  return { choice_options, variations, food_variations };
}

/** Translations of an item's list fields (`<field>.<index>`), for the item's own i18n. */
export function listWords(lists: Record<string, readonly string[]>, words: Words): I18n {
  let i18n: I18n = {};
  for (const [field, list] of Object.entries(lists))
    list.forEach((ru, i) => (i18n = addWord(i18n, ru, words, `${field}.${i}`)));
  return i18n;
}

/** A stored text in every language it has (the ru base, then the translations of `field`). */
const textsOf = (base: string, i18n: I18n | undefined, field: string) =>
  [base, i18n?.en?.[field], i18n?.kz?.[field]].filter((t): t is string => Boolean(t));
const squash = (text: string) => text.replace(/\s+/g, '');

export interface VariationSelection {
  variationType: string | null;
  foodOptions: Record<string, string[]>;
}

/**
 * A selection keyed by the stable ids. Carts and orders name groups and options by id; a client built before the
 * ids (or a cart or order written before them) names them by text, in any language, which is read here as the ids
 * it names. What names nothing the item has is kept as it came, and the item rules judge it as before.
 */
export function canonicalSelection(stored: StoredVariations, selection: VariationSelection): VariationSelection {
  const { choice_options: choices, variations, food_variations: food } = stored;
  const foodOptions: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(selection.foodOptions)) {
    const group = food.find((g) => g.id === key) ?? food.find((g) => textsOf(g.name, g.i18n, 'name').includes(key));
    foodOptions[group?.id ?? key] = values.map((value) => {
      const option =
        group?.values.find((o) => o.id === value) ??
        group?.values.find((o) => textsOf(o.label, o.i18n, 'label').includes(value));
      return option?.id ?? value;
    });
  }
  let variationType = selection.variationType;
  if (variationType && !variations.some((v) => v.type === variationType)) {
    const parts = variationType.split('-');
    if (parts.length === choices.length) {
      const ids = parts.map((part, i) => {
        const choice = choices[i]!;
        const at = choice.options.findIndex((label, j) =>
          textsOf(label, choice.i18n, `options.${j}`).some((text) => squash(text) === squash(part)),
        );
        return choice.option_ids[at] ?? part;
      });
      if (variations.some((v) => v.type === ids.join('-'))) variationType = ids.join('-');
    }
  }
  return { variationType, foodOptions };
}

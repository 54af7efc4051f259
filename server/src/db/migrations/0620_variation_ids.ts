import { cartItemId } from '@mart/domain';
import { sql, type Kysely } from 'kysely';
import type { CartAddOn, I18n } from '../schema';
import { demoWords } from '../seed/catalog-data';
import {
  addWord,
  canonicalSelection,
  keyVariations,
  listWords,
  type StoredVariations,
  type Unkeyed,
} from '../variation-ids';

/**
 * Issue 23: variation groups and options get stable ids, and carts and orders key by them instead of the ru
 * labels, so the labels can be served in the customer's language. Items seeded before get their ids (and the
 * demo words' translations, the same as a fresh seed); cart lines and order lines written with labels are
 * re-keyed to the ids they name, and each cart line's key is recomputed, so an existing cart keeps merging.
 */
type ItemRow = Unkeyed & {
  id: number;
  i18n: I18n;
  unit_type: string;
  generic_name: string[];
  nutritions_name: string[];
  allergies_name: string[];
  tags: { name: string }[];
};
type LineRow = {
  id: number;
  item_id: number;
  campaign_id: number | null;
  variation_type: string | null;
  food_options: Record<string, string[]>;
  add_ons: CartAddOn[];
};

const json = (value: unknown) => JSON.stringify(value);

export async function up(db: Kysely<unknown>): Promise<void> {
  const items = await sql<ItemRow>`select id, i18n, unit_type, generic_name, nutritions_name, allergies_name, tags,
    choice_options, variations, food_variations from items`.execute(db);
  const keyed = new Map<number, StoredVariations>();
  for (const item of items.rows) {
    const stored = keyVariations(item, demoWords);
    keyed.set(item.id, stored);
    const words = listWords(
      {
        generic_name: item.generic_name,
        nutritions_name: item.nutritions_name,
        allergies_name: item.allergies_name,
        tags: item.tags.map((t) => t.name),
      },
      demoWords,
    );
    const unit = addWord(words, item.unit_type, demoWords, 'unit_type');
    const i18n = {
      en: { ...unit.en, ...item.i18n.en },
      kz: { ...unit.kz, ...item.i18n.kz },
    };
    await sql`update items set choice_options = ${json(stored.choice_options)}::jsonb,
      variations = ${json(stored.variations)}::jsonb, food_variations = ${json(stored.food_variations)}::jsonb,
      i18n = ${json(i18n)}::jsonb where id = ${item.id}`.execute(db);
  }
  const rekey = (line: LineRow) => {
    const stored = keyed.get(line.item_id);
    return stored
      ? canonicalSelection(stored, { variationType: line.variation_type, foodOptions: line.food_options })
      : { variationType: line.variation_type, foodOptions: line.food_options };
  };
  const carts = await sql<LineRow>`select id, item_id, campaign_id, variation_type, food_options, add_ons
    from store_cart_items`.execute(db);
  for (const line of carts.rows) {
    const selection = rekey(line);
    const key = cartItemId(line.campaign_id ?? line.item_id, { ...selection, addOns: line.add_ons });
    await sql`update store_cart_items set variation_type = ${selection.variationType},
      food_options = ${json(selection.foodOptions)}::jsonb, line_key = ${key} where id = ${line.id}`.execute(db);
  }
  const orderLines = await sql<LineRow>`select id, item_id, campaign_id, variation_type, food_options, add_ons
    from order_items where variation_type is not null or food_options <> '{}'::jsonb`.execute(db);
  for (const line of orderLines.rows) {
    const selection = rekey(line);
    await sql`update order_items set variation_type = ${selection.variationType},
      food_options = ${json(selection.foodOptions)}::jsonb where id = ${line.id}`.execute(db);
  }
}

/** Not undone: the ids are data, kept beside the labels they name. */
export async function down(): Promise<void> {}

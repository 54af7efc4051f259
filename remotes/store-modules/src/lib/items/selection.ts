import {
  cartItemId,
  choiceOptionKeys,
  foodGroupKey,
  fromMinor,
  optionInVariationType,
  priceCartItem,
  resolveVariationType,
  selectedFoodOptions,
  type AddOnSelection,
  type Item as DomainItem,
  type ItemSelection,
} from '@mart/domain';
import type { StoreCartLine } from '@mart/api-client';

/**
 * What the item modal edits: one option id per choice group (by its position), option ids per food group id,
 * add-on quantities, quantity. Ids, not labels: the labels are in the customer's language.
 */
export interface SelectionState {
  quantity: number;
  choices: Record<string, string>;
  food: Record<string, string[]>;
  addOns: Record<string, number>;
}

type ChoiceItem = DomainItem;

/** Fresh selection: first option of each choice group (the variation the price starts from), the item's defaults. */
export function initialSelection(item: ChoiceItem, line?: StoreCartLine | null): SelectionState {
  if (line) {
    const food: Record<string, string[]> = {};
    for (const g of line.variation) food[g.id] = [...g.values.ids];
    const addOns: Record<string, number> = {};
    line.add_on_ids.forEach((id, i) => (addOns[String(id)] = line.add_on_qtys[i] ?? 1));
    const choices: Record<string, string> = {};
    (item.choice_options ?? []).forEach((c, i) => {
      const match = choiceOptionKeys(c).find((o) => optionInVariationType(line.variation_type, i, o));
      if (match) choices[String(i)] = match;
    });
    return { quantity: line.quantity, choices, food, addOns };
  }
  const choices: Record<string, string> = {};
  (item.choice_options ?? []).forEach((c, i) => {
    const first = choiceOptionKeys(c)[0];
    if (first) choices[String(i)] = first;
  });
  return { quantity: 1, choices, food: selectedFoodOptions(item.food_variations), addOns: {} };
}

/** The domain's ItemSelection for a modal state (choice option ids → variation type 'white-m'). */
export function toSelection(item: ChoiceItem, state: SelectionState): ItemSelection {
  const options = (item.choice_options ?? [])
    .map((_, i) => state.choices[String(i)])
    .filter((o): o is string => Boolean(o));
  const addOns: AddOnSelection[] = Object.entries(state.addOns)
    .filter(([, q]) => q > 0)
    .map(([id, quantity]) => ({ id: Number(id), quantity }));
  return {
    quantity: state.quantity,
    // the item's stored variation type (it may keep the spaces of the labels), so price and stock follow the option
    variationType: resolveVariationType(item, options),
    foodOptions: state.food,
    addOns,
  };
}

/** Single groups replace their choice; multi groups toggle. `key` is the option's foodValueKey. */
export function toggleFood(
  state: SelectionState,
  group: { id?: string; name: string; type?: string },
  key: string,
): SelectionState {
  const groupKey = foodGroupKey(group);
  const current = state.food[groupKey] ?? [];
  const next =
    group.type === 'multi' ? (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]) : [key];
  return { ...state, food: { ...state.food, [groupKey]: next } };
}

export function linePrice(item: DomainItem, selection: ItemSelection) {
  return priceCartItem(item, selection);
}

export const selectionKey = (item: DomainItem, selection: ItemSelection) => cartItemId(item.id, selection);

/** The request body for the cart API; `price` is the unit price with options, which the server re-checks. */
export function toCartInput(
  item: DomainItem & { is_campaign?: boolean },
  selection: ItemSelection,
  unitPriceMinor: number,
) {
  return {
    model: item.is_campaign ? ('ItemCampaign' as const) : ('Item' as const),
    item_id: Number(item.id),
    quantity: selection.quantity,
    price: fromMinor(unitPriceMinor),
    variation: Object.entries(selection.foodOptions ?? {})
      .filter(([, keys]) => keys.length > 0)
      .map(([id, keys]) => ({ id, values: { ids: [...keys] } })),
    variation_type: selection.variationType ?? null,
    add_on_ids: (selection.addOns ?? []).map((a) => Number(a.id)),
    add_on_qtys: (selection.addOns ?? []).map((a) => Number(a.quantity)),
  };
}

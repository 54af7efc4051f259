/**
 * Store cart items (SPEC §3 cart item, §4 item modal, §5 item rules): price of a selection, its derived fields,
 * the quantity stepper, variation validation, change detection, one store per cart, and the availability window.
 *
 * Pricing of one cart line, in minor units:
 *   itemBasePrice = (price of the chosen choice-variation, else item.price) + Σ chosen food-option prices
 *   unitPrice     = itemBasePrice − item discount (percent or amount per unit, floored at 0)
 *   addOnsTotal   = Σ add-on price × add-on quantity
 *   totalPrice    = unitPrice × quantity + addOnsTotal
 * Add-ons carry their own quantities (SPEC §9: add-on quantity steps by 1), so they are not multiplied again by
 * the item quantity, and the item discount does not reach them.
 */
import { applyDiscount } from './discount';
import { isOn, num, sameId } from './fields';
import { domainError, translate, type DomainError, type Translate } from './messages';
import { DEFAULT_DECIMALS } from './constants';
import { toMinor, type Numeric } from './money';
import type { AddOn, ChoiceOption, FoodVariation, FoodVariationValue, Id, Item, ItemVariation } from './types';

export interface AddOnSelection {
  id: Id;
  quantity: Numeric;
}

/** What the customer chose for one item. */
export interface ItemSelection {
  quantity: number;
  /** Choice-options combination (see variationTypeFrom), for modules with choice_options/variations. */
  variationType?: string | null;
  /**
   * Chosen option keys per food variation group key (see foodGroupKey/foodValueKey: the stable ids); when absent,
   * the isSelected flags on item.food_variations.
   */
  foodOptions?: Readonly<Record<string, readonly string[]>> | null;
  addOns?: readonly AddOnSelection[] | null;
}

export interface SelectedAddOn extends AddOn {
  quantity: number;
}

export interface CartItemPrice {
  cartItemId: string;
  /** One unit with its variation, before the discount. */
  itemBasePrice: number;
  unitDiscount: number;
  unitPrice: number;
  addOnsTotal: number;
  /** itemBasePrice × quantity + addOnsTotal: what the line costs before the item discount. */
  grossPrice: number;
  /** unitDiscount × quantity. */
  discountTotal: number;
  totalPrice: number;
  selectedAddons: SelectedAddOn[];
  /** The chosen choice-variation, or the chosen food options. */
  selectedOption: ItemVariation | Readonly<Record<string, readonly string[]>> | null;
}

/** What a selection keys a food group by: its stable id, or its name for data that has none. */
export const foodGroupKey = (group: Pick<FoodVariation, 'id' | 'name'>): string => group.id ?? group.name;
/** What a selection keys a food option by: its stable id, or its label for data that has none. */
export const foodValueKey = (value: Pick<FoodVariationValue, 'id' | 'label'>): string => value.id ?? value.label;
/** The keys a variation type is built from for one choice option: its ids, or its labels for data that has none. */
export const choiceOptionKeys = (choice: ChoiceOption): readonly string[] => choice.option_ids ?? choice.options;

/** SPEC choice variations are named by their options joined with '-' and spaces removed: ['Red', 'X L'] → 'Red-XL'. */
export function variationTypeFrom(options: readonly string[]): string {
  return options.map((o) => o.replace(/\s+/g, '')).join('-');
}

export function findVariation(item: Item, variationType: string | null | undefined): ItemVariation | undefined {
  if (!variationType) return undefined;
  return item.variations?.find((v) => v.type === variationType);
}

/** The food options the item itself marks as selected (isSelected), by group key. */
export function selectedFoodOptions(groups: readonly FoodVariation[] | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const group of groups ?? []) {
    const keys = group.values.filter((v) => v.isSelected).map(foodValueKey);
    if (keys.length > 0) out[foodGroupKey(group)] = keys;
  }
  return out;
}

/** The options of `group` that `selected` holds (selected is keyed as ItemSelection.foodOptions). */
function chosenValues(group: FoodVariation, selected: Readonly<Record<string, readonly string[]>>) {
  const keys = selected[foodGroupKey(group)] ?? [];
  return group.values.filter((v) => keys.includes(foodValueKey(v)));
}

export interface FoodChoiceText {
  id: string;
  name: string;
  values: { ids: string[]; label: string[] };
}

/**
 * The chosen food options with the item's names and labels (in the language the item was served in), for a cart
 * line or an order line. A key the item no longer has is shown as it was stored.
 */
export function describeFoodOptions(
  item: Pick<Item, 'food_variations'>,
  foodOptions: Readonly<Record<string, readonly string[]>>,
): FoodChoiceText[] {
  return Object.entries(foodOptions)
    .filter(([, keys]) => keys.length > 0)
    .map(([key, keys]) => {
      const group = item.food_variations?.find((g) => foodGroupKey(g) === key);
      const label = (k: string) => group?.values.find((v) => foodValueKey(v) === k)?.label ?? k;
      return { id: key, name: group?.name ?? key, values: { ids: [...keys], label: keys.map(label) } };
    });
}

/** The labels of the choice options a variation type names ('white-m' → ['White', 'M']), in the item's language. */
export function choiceOptionLabels(
  item: Pick<Item, 'choice_options'>,
  variationType: string | null | undefined,
): string[] {
  if (!variationType) return [];
  const parts = variationType.split('-');
  const choices = item.choice_options ?? [];
  if (parts.length !== choices.length) return [variationType];
  return parts.map((part, i) => {
    const choice = choices[i]!;
    const at = choiceOptionKeys(choice).findIndex((k) => k.replace(/\s+/g, '') === part.replace(/\s+/g, ''));
    return at >= 0 ? (choice.options[at] ?? part) : part;
  });
}

function foodSelection(item: Item, selection: ItemSelection): Readonly<Record<string, readonly string[]>> {
  return selection.foodOptions ?? selectedFoodOptions(item.food_variations);
}

export function itemBasePrice(item: Item, selection: ItemSelection, decimals = DEFAULT_DECIMALS): number {
  const variation = findVariation(item, selection.variationType);
  let price = toMinor(variation ? variation.price : item.price, decimals);
  const chosen = foodSelection(item, selection);
  for (const group of item.food_variations ?? []) {
    for (const value of chosenValues(group, chosen)) price += toMinor(value.optionPrice, decimals);
  }
  return price;
}

/** The chosen add-ons priced from the item's own list, so an unknown or stale id adds no price the store did not set. */
export function selectedAddOns(item: Item, selection: ItemSelection): SelectedAddOn[] {
  const out: SelectedAddOn[] = [];
  for (const chosen of selection.addOns ?? []) {
    const addOn = item.add_ons?.find((a) => sameId(a.id, chosen.id));
    const quantity = Math.floor(num(chosen.quantity));
    if (addOn && quantity > 0) out.push({ ...addOn, quantity });
  }
  return out;
}

export function priceCartItem(item: Item, selection: ItemSelection, decimals = DEFAULT_DECIMALS): CartItemPrice {
  const quantity = Math.max(0, Math.floor(selection.quantity));
  const base = itemBasePrice(item, selection, decimals);
  const unitPrice = applyDiscount(base, item, decimals);
  const addOns = selectedAddOns(item, selection);
  const addOnsTotal = addOns.reduce((sum, a) => sum + toMinor(a.price, decimals) * a.quantity, 0);
  const variation = findVariation(item, selection.variationType);
  const food = foodSelection(item, selection);
  return {
    cartItemId: cartItemId(item.id, { ...selection, foodOptions: food }),
    itemBasePrice: base,
    unitDiscount: base - unitPrice,
    unitPrice,
    addOnsTotal,
    grossPrice: base * quantity + addOnsTotal,
    discountTotal: (base - unitPrice) * quantity,
    totalPrice: unitPrice * quantity + addOnsTotal,
    selectedAddons: addOns,
    selectedOption: variation ?? (Object.keys(food).length > 0 ? food : null),
  };
}

/**
 * A stable key for "the same thing in the cart": item id, variation, food options and add-ons, each sorted, so
 * choosing the same options in another order finds the same line. Quantity is not part of it.
 */
export function cartItemId(itemId: Id, selection: Omit<ItemSelection, 'quantity'>): string {
  const parts = [String(itemId)];
  if (selection.variationType) parts.push(`v:${selection.variationType}`);
  const food = Object.entries(selection.foodOptions ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => `${key}=${[...values].sort().join(',')}`)
    .sort();
  if (food.length > 0) parts.push(`f:${food.join(';')}`);
  const addOns = (selection.addOns ?? [])
    .filter((a) => num(a.quantity) > 0)
    .map((a) => `${a.id}x${num(a.quantity)}`)
    .sort();
  if (addOns.length > 0) parts.push(`a:${addOns.join(',')}`);
  return parts.join('|');
}

// ── Quantity ────────────────────────────────────────────────────────────────

export const MIN_ITEM_QUANTITY = 1;

export type QuantityStep =
  | { readonly kind: 'set'; readonly quantity: number }
  | { readonly kind: 'remove' }
  | ({ readonly kind: 'blocked' } & DomainError);

export interface QuantityLimits {
  /** 0 or absent: no per-order limit. */
  maximum_cart_quantity?: Numeric | null;
  /** Absent: stock not tracked. */
  stock?: Numeric | null;
  /** SPEC §5: stock blocks increments for non-food modules only. */
  module_type?: string | null;
}

/** The limits of an item with the chosen variation: a priced variation carries its own stock. */
export function quantityLimits(item: Item, variationType?: string | null): QuantityLimits {
  const variation = findVariation(item, variationType);
  const stock = variation && variation.stock !== undefined && variation.stock !== null ? variation.stock : item.stock;
  return { maximum_cart_quantity: item.maximum_cart_quantity, stock, module_type: item.module_type };
}

/**
 * The most of `quantity` the limits allow (at least 1): what two lines of one item hold together when they are
 * merged into one (a guest's cart joining the customer's at sign-in).
 */
export function cappedQuantity(quantity: number, limits: QuantityLimits): number {
  let most = quantity;
  const max = num(limits.maximum_cart_quantity);
  if (max > 0) most = Math.min(most, max);
  const tracksStock = limits.module_type !== 'food' && limits.stock !== null && limits.stock !== undefined;
  if (tracksStock) most = Math.min(most, num(limits.stock));
  return Math.max(MIN_ITEM_QUANTITY, Math.floor(most));
}

/** Whether `quantity` is allowed: below 1 or over maximum_cart_quantity is Out of Limits, over stock Out of Stock. */
export function checkItemQuantity(
  quantity: number,
  limits: QuantityLimits,
  t: Translate = translate,
): DomainError | null {
  const max = num(limits.maximum_cart_quantity);
  if (quantity < MIN_ITEM_QUANTITY || (max > 0 && quantity > max)) return domainError('outOfLimits', undefined, t);
  const tracksStock = limits.module_type !== 'food' && limits.stock !== null && limits.stock !== undefined;
  if (tracksStock && quantity > num(limits.stock)) return domainError('outOfStock', undefined, t);
  return null;
}

/**
 * One press of the + or − stepper. Minus at 1 removes the line when it is in the cart (SPEC §4); in the item
 * modal, where nothing is in the cart yet, the quantity stays at the minimum of 1.
 */
export function stepItemQuantity(
  current: number,
  direction: 'increment' | 'decrement',
  limits: QuantityLimits,
  options: { inCart?: boolean; t?: Translate } = {},
): QuantityStep {
  if (direction === 'decrement') {
    if (current > MIN_ITEM_QUANTITY) return { kind: 'set', quantity: current - 1 };
    return options.inCart ? { kind: 'remove' } : { kind: 'set', quantity: MIN_ITEM_QUANTITY };
  }
  const error = checkItemQuantity(current + 1, limits, options.t);
  return error ? { kind: 'blocked', ...error } : { kind: 'set', quantity: current + 1 };
}

// ── Validation of a selection ───────────────────────────────────────────────

/**
 * SPEC §5 food variation rules, first failure in group order: a required group needs a selection; a multi group
 * with a selection (or required) needs between min and max choices (max 0 = no maximum); a chosen option whose
 * tracked stock is 0 is out of stock.
 */
export function validateFoodVariations(
  groups: readonly FoodVariation[] | null | undefined,
  selected: Readonly<Record<string, readonly string[]>> = selectedFoodOptions(groups),
  t: Translate = translate,
): DomainError | null {
  for (const group of groups ?? []) {
    const chosen = chosenValues(group, selected);
    const required = isOn(group.required);
    if (required && chosen.length === 0) return domainError('variationRequired', { name: group.name }, t);
    if (group.type === 'multi' && (required || chosen.length > 0)) {
      const min = num(group.min);
      const max = num(group.max);
      if (chosen.length < min || (max > 0 && chosen.length > max)) {
        return domainError('variationRange', { name: group.name, min, max }, t);
      }
    }
    if (chosen.some((v) => v.stock !== null && v.stock !== undefined && num(v.stock) <= 0)) {
      return domainError('variationOutOfStock', undefined, t);
    }
  }
  return null;
}

/**
 * An item with choice variations (variations priced per combination of choice options) is sold only as one of
 * them: none chosen is SPEC §5's 'Variation {name} can not remain without selection' (named by the first choice
 * group), a type the item does not list is not offered. Without this the base price would buy any size or colour.
 */
export function validateChoiceVariation(
  item: Pick<Item, 'variations' | 'choice_options'>,
  variationType: string | null | undefined,
  t: Translate = translate,
): DomainError | null {
  if (!variationType) {
    if (!(item.variations ?? []).length) return null;
    const group = item.choice_options?.[0];
    return domainError('variationRequired', { name: group?.title ?? group?.options.join(', ') ?? '' }, t);
  }
  return (item.variations ?? []).some((v) => v.type === variationType)
    ? null
    : domainError('variationUnknown', undefined, t);
}

/** Every chosen add-on (quantity above 0) must be one the item offers (its own store's add-ons). */
export function validateAddOns(
  item: Pick<Item, 'add_ons'>,
  addOns: ItemSelection['addOns'],
  t: Translate = translate,
): DomainError | null {
  const offered = (id: Id) => (item.add_ons ?? []).some((a) => sameId(a.id, id));
  const unknown = (addOns ?? []).some((a) => num(a.quantity) > 0 && !offered(a.id));
  return unknown ? domainError('addOnUnavailable', undefined, t) : null;
}

/**
 * Every SPEC §5 rule on what is being added: food variations, the choice variation (required, offered, in
 * stock), then the add-ons.
 */
export function validateItemSelection(
  item: Item,
  selection: ItemSelection,
  t: Translate = translate,
): DomainError | null {
  const food = validateFoodVariations(item.food_variations, foodSelection(item, selection), t);
  if (food) return food;
  const choice = validateChoiceVariation(item, selection.variationType, t);
  if (choice) return choice;
  const variation = findVariation(item, selection.variationType);
  if (variation && variation.stock !== null && variation.stock !== undefined && num(variation.stock) <= 0) {
    return domainError('variationOutOfStock', undefined, t);
  }
  return validateAddOns(item, selection.addOns, t);
}

/** SPEC §5 'No changes found to update.': the edited line is the same line with the same quantity. */
export function checkCartItemUpdate(
  itemId: Id,
  before: ItemSelection,
  after: ItemSelection,
  t: Translate = translate,
): DomainError | null {
  const unchanged = before.quantity === after.quantity && cartItemId(itemId, before) === cartItemId(itemId, after);
  return unchanged ? domainError('noChangesToUpdate', undefined, t) : null;
}

/** SPEC §4: one store per cart. A cart holding another store's items asks to be cleared first. */
export function checkOneStore(
  cartLines: ReadonlyArray<{ item?: { store_id?: Id } | null; store_id?: Id }>,
  storeId: Id | null | undefined,
  t: Translate = translate,
): DomainError | null {
  const other = cartLines.some((line) => {
    const lineStore = line.item?.store_id ?? line.store_id;
    return lineStore !== undefined && !sameId(lineStore, storeId);
  });
  return other ? domainError('otherStoreInCart', undefined, t) : null;
}

// ── Availability ────────────────────────────────────────────────────────────

export interface Availability {
  /** Orderable right now. */
  available: boolean;
  /** Available now, or schedule_order lets it be ordered for later (SPEC §4). */
  canOrder: boolean;
  /** 'HH:mm - HH:mm', or null when the item has no window. */
  window: string | null;
}

/**
 * SPEC §4 availability window from available_time_starts/ends ('HH:mm:ss'). The store's hours are wall-clock
 * times: they are read on the clock of `timeZone` when given (a server running in UTC passes the store's zone),
 * else on the local clock of `now` (the browser). Both ends are inclusive; an end before the start spans
 * midnight; equal ends, or no window, mean all day.
 */
export function itemAvailability(item: Item, now: Date, options: { timeZone?: string } = {}): Availability {
  const starts = parseClock(item.available_time_starts);
  const ends = parseClock(item.available_time_ends);
  if (starts === null || ends === null || starts === ends) return { available: true, canOrder: true, window: null };
  const t = secondsOfDay(now, options.timeZone);
  const available = starts < ends ? t >= starts && t <= ends : t >= starts || t <= ends;
  return {
    available,
    canOrder: available || isOn(item.schedule_order),
    window: `${clockText(starts)} - ${clockText(ends)}`,
  };
}

function secondsOfDay(now: Date, timeZone: string | undefined): number {
  if (!timeZone) return now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/** 'HH:mm' or 'HH:mm:ss' to seconds since midnight; null when absent or malformed. */
export function parseClock(value: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

/** 'HH:mm' of an 'HH:mm:ss' wall-clock time (store hours, item windows); the text itself when malformed. */
export function clockOf(value: string): string {
  const seconds = parseClock(value);
  return seconds === null ? value : clockText(seconds);
}

function clockText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;
}

import { variationTypeFrom } from './cart-item';
import type { Item } from './types';

/**
 * The item's own variation type for a set of chosen options. Option labels may carry spaces ("2 л") while the
 * storefront's variation key drops them ("2л"); the stored variation type may keep them ("2 л"). Matching both
 * sides without whitespace finds the stored type, so price and stock lookups (exact by type) hit it. Without a
 * matching stored variation the whitespace-free key is returned, as before.
 */
export function resolveVariationType(item: Pick<Item, 'variations'>, options: readonly string[]): string | null {
  if (options.length === 0) return null;
  const key = variationTypeFrom(options);
  const stored = item.variations?.find((v) => v.type.replace(/\s+/g, '') === key);
  return stored ? stored.type : key;
}

/** Whether one choice option is the one a variation type holds at `index` (either spelling, with or without spaces). */
export function optionInVariationType(
  variationType: string | null | undefined,
  index: number,
  option: string,
): boolean {
  if (!variationType) return false;
  const part = variationType.split('-')[index];
  return part !== undefined && part.replace(/\s+/g, '') === option.replace(/\s+/g, '');
}

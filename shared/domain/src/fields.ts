/** Reading loosely typed API fields the same way everywhere. */
import type { Numeric } from './money';
import type { Flag } from './types';

/** True for 1, '1', true, 'on' (and any positive number); false for everything else. */
export function isOn(flag: Flag): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag > 0;
  if (typeof flag === 'string') return flag === 'on' || Number(flag) > 0;
  return false;
}

/** A number from an API field, 0 when absent or not a number. */
export function num(value: Numeric | null | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Ids compare equal across number/string (server rows vs JSON). */
export function sameId(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

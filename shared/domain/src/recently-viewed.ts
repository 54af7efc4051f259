/**
 * Recently viewed items and vehicles (issue 41, beyond the anchors): the newest first, each once, at most
 * RECENTLY_VIEWED_MAX of each kind. The same rule keeps a guest's list on the device and a customer's on the server.
 */
export type ViewedKind = 'item' | 'vehicle';

export interface ViewedEntry {
  kind: ViewedKind;
  id: number;
  /** when it was viewed, ms since the epoch */
  at: number;
}

/** How many of each kind are kept. */
export const RECENTLY_VIEWED_MAX = 12;

/** The list with `entries` in it: newest first, one entry per kind and id, at most the maximum of each kind. */
export function withViewed(list: readonly ViewedEntry[], entries: readonly ViewedEntry[]): ViewedEntry[] {
  const newest = new Map<string, ViewedEntry>();
  for (const e of [...list, ...entries]) {
    const key = `${e.kind}:${e.id}`;
    const seen = newest.get(key);
    if (!seen || e.at > seen.at) newest.set(key, e);
  }
  const sorted = [...newest.values()].sort((a, b) => b.at - a.at || a.id - b.id);
  const count: Record<ViewedKind, number> = { item: 0, vehicle: 0 };
  return sorted.filter((e) => ++count[e.kind] <= RECENTLY_VIEWED_MAX);
}

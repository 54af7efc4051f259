import { whenIdle } from '@mart/runtime';
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list to draw now: `first` at once (a first screen's row of cards, on a wide screen too), then
 * `step` more each time the main thread is idle, until all are drawn. A store page's four dozen cards drawn in one
 * go made one of its longest tasks (issue 26); in batches no task is long, and every card is still in the page (find
 * in page, screen readers, tests) a few idle moments later. A new `list` starts again from `first`, so a search's
 * answer is drawn as quickly; the same items in a new array (a parent's render filtering or slicing again) are the
 * same list: its cards already drawn stay in the page, and with them the focus a quick view gives back.
 */
export function useInBatches(list: readonly unknown[], total: number, first = 6, step = 6): number {
  const [drawn, setDrawn] = useState({ list, count: first });
  const fresh = sameItems(drawn.list, list);
  const count = fresh ? drawn.count : first;
  // a new long list starts over in this same render (no frame with the old count); a short one needs no state
  if (!fresh && total > first) setDrawn({ list, count: first });
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(
      () =>
        startTransition(() => setDrawn((d) => ({ list, count: (sameItems(d.list, list) ? d.count : first) + step }))),
      500,
    );
  }, [list, count, total, first, step]);
  return Math.min(count, total);
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a === b || (a.length === b.length && a.every((item, i) => item === b[i]));

import { useEffect } from 'react';
import { recordView } from '@mart/runtime';

/** Notes that the customer saw this item (its page or its quick view at its address), once per id shown. */
export function useRecordView(id: number | null): void {
  useEffect(() => {
    // a view that could not be noted costs the customer nothing: the list just misses it
    if (id !== null && Number.isInteger(id) && id > 0) void recordView('item', id).catch(() => undefined);
  }, [id]);
}

import { useEffect } from 'react';
import { recordView } from '@mart/runtime';

/** Notes that the customer saw this vehicle (its page or its quick view), once per id shown (issue 41). */
export function useRecordVehicleView(id: number | null): void {
  useEffect(() => {
    // a view that could not be noted costs the customer nothing: the list just misses it
    if (id !== null && Number.isInteger(id) && id > 0) void recordView('vehicle', id).catch(() => undefined);
  }, [id]);
}

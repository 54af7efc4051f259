/**
 * Where an order (store or parcel) and a trip can go next (issue 25). A status only moves forward along its flow
 * (an operator may skip steps, e.g. a courier who picks up and delivers at once); the end of the flow and the
 * cancelled/failed states are final. Customers cancel through their own rule (cancellable states), not here.
 */
export const ORDER_FLOW = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;
export const TRIP_FLOW = ['pending', 'confirmed', 'ongoing', 'completed'] as const;

export type OrderStatus = (typeof ORDER_FLOW)[number] | 'canceled' | 'failed';
export type TripFlowStatus = (typeof TRIP_FLOW)[number] | 'canceled';
export type StatusFlow = 'order' | 'trip';

const flows: Record<StatusFlow, readonly string[]> = { order: ORDER_FLOW, trip: TRIP_FLOW };

/** Whether `to` is a later step than `from` on the flow; false for unknown or final states. */
export function canAdvance(flow: StatusFlow, from: string, to: string): boolean {
  const steps = flows[flow];
  const i = steps.indexOf(from);
  const j = steps.indexOf(to);
  return i >= 0 && j > i;
}

/** The statuses an order or trip in `from` may move to. */
export function nextStatuses(flow: StatusFlow, from: string): string[] {
  const steps = flows[flow];
  const i = steps.indexOf(from);
  return i < 0 ? [] : steps.slice(i + 1);
}

import { ApiError, type VehicleCartLine } from '@mart/api-client';

/**
 * SPEC §4: a trip-type change the cart's vehicles cannot all follow is refused with the list of those vehicles
 * (a non-empty list body). The lines, or null for any other error. Apart from the dialog (antd), so the add button
 * can read it without loading the dialog.
 */
export function conflictingLines(e: unknown): VehicleCartLine[] | null {
  return e instanceof ApiError && Array.isArray(e.body) && e.body.length > 0 ? (e.body as VehicleCartLine[]) : null;
}

import { ApiError } from '@mart/api-client';
import { toast } from '@mart/ui';

/** SPEC §8: each entry of an errors array is shown as a toast. */
export function showApiErrors(e: unknown): void {
  if (e instanceof ApiError) e.errors.forEach((x) => toast.error(x.message));
  else toast.error(e instanceof Error ? e.message : String(e));
}

import { errorMessages } from '@mart/api-client';
import { toast } from './toast';

/** SPEC §8: each message of a failure is shown as a toast, in the customer's language. */
export function showApiErrors(e: unknown): void {
  for (const message of errorMessages(e)) toast.error(message);
}

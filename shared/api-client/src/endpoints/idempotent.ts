/**
 * The header of a write that creates an order, a trip, a parcel or a wallet top-up: a retry with the same key gets
 * the first answer (the server's one rule, server/src/services/idempotency.ts). The key travels only here, never in
 * a body.
 */
export const idempotencyHeader = (key: string): { headers: Record<string, string> } => ({
  headers: { 'Idempotency-Key': key },
});

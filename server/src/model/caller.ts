/**
 * Who is calling: the signed-in customer or a guest (a guest id the server issued). One shape for every area: the
 * `kind` says which, and the absent side is null, so a row's `user_id`/`guest_id` pair is written straight from it.
 */
export type Caller = { kind: 'user'; userId: number; guestId: null } | { kind: 'guest'; userId: null; guestId: string };

export const userCaller = (userId: number): Caller => ({ kind: 'user', userId, guestId: null });
export const guestCaller = (guestId: string): Caller => ({ kind: 'guest', userId: null, guestId });

/** The caller as a key scope or lock name: `u:<id>` or `g:<guest id>`, never the same for two callers. */
export const callerKey = (caller: Caller): string =>
  caller.kind === 'user' ? `u:${caller.userId}` : `g:${caller.guestId}`;

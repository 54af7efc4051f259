import { STORAGE_KEYS } from './storage';

/**
 * What one tab tells the customer's other open tabs of the same site (issue 40.3): the session began or ended there,
 * or the customer changed something (a cart, the wishlist) the others may be showing. BroadcastChannel carries it;
 * a browser without it still hears of sign-ins and sign-outs through the `token` key's storage events.
 */
export type TabEvent =
  | { type: 'signed-in'; token: string }
  | { type: 'signed-out' }
  /** the server refused the session (revoked on another device, expired): the customer has to sign in again */
  | { type: 'session-ended' }
  | { type: 'changed' };

export interface Tabs {
  announce(event: TabEvent): void;
  listen(handler: (event: TabEvent) => void): () => void;
}

const CHANNEL = 'mart-tabs';

export function createTabs(win?: Window): Tabs {
  const handlers = new Set<(e: TabEvent) => void>();
  const deliver = (e: TabEvent) => {
    for (const h of handlers) h(e);
  };
  const channel = win && typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = (m: MessageEvent<TabEvent>) => deliver(m.data);
  else
    win?.addEventListener('storage', (e) => {
      if (e.key !== STORAGE_KEYS.token || e.storageArea !== win.localStorage) return;
      deliver(e.newValue ? { type: 'signed-in', token: e.newValue } : { type: 'signed-out' });
    });
  return {
    announce: (event) => channel?.postMessage(event),
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

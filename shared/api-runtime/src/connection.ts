/**
 * The page's connection to the API as the customer should hear of it (issue 40.2): lost when a request cannot reach
 * the server (or the browser goes offline), back when an answer arrives again, and the actions that could not be
 * sent, held until the customer retries or gives them up. Nothing is replayed behind the customer's back: a write
 * that failed on the way may have reached the server, so only the customer's Retry sends it again (with the same
 * idempotency key where it has one).
 */

export type ConnectionStatus = 'online' | 'offline' | 'slow';

export interface ConnectionState {
  status: ConnectionStatus;
  /** actions (writes) waiting for the customer's Retry or Cancel */
  unsent: number;
  /** set when the connection came back after a loss, until the next loss (the page says so) */
  restored: boolean;
}

interface Held {
  send: () => Promise<Response>;
  resolve: (r: Response) => void;
  reject: (e: unknown) => void;
}

/** A request still unanswered after this long makes the page say the connection is slow. */
export const SLOW_AFTER_MS = 8_000;
/** While lost with the browser online, the server is asked again after 2, 4, 8 … at most 30 seconds. */
const PROBE_MAX_MS = 30_000;

export interface Connection {
  get(): ConnectionState;
  subscribe(listener: () => void): () => void;
  /** a request got an answer (any status): the server is reachable */
  reached(): void;
  /** a request could not reach the server */
  lost(): void;
  /** a write that could not be sent: settles when a Retry gets an answer, or rejects on Cancel */
  hold(send: () => Promise<Response>): Promise<Response>;
  /** sends the held writes again, in the order the customer made them */
  retry(): Promise<void>;
  /** gives the held writes up: each caller gets its failure */
  cancel(): void;
  /** a request started: returns its end (for the slow state) */
  started(): () => void;
}

/**
 * `probe` asks the server whether it answers (a cheap GET); `win` is the page's window (absent on the page
 * server, where nothing is held and nobody is told).
 */
export function createConnection(probe: () => Promise<unknown>, win?: Window): Connection {
  let state: ConnectionState = {
    status: win?.navigator.onLine === false ? 'offline' : 'online',
    unsent: 0,
    restored: false,
  };
  const listeners = new Set<() => void>();
  const held: Held[] = [];
  const inFlight = new Set<number>();
  let nextId = 0;
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probeDelay = 2_000;

  const set = (next: Partial<ConnectionState>) => {
    const merged = { ...state, ...next };
    if (merged.status === state.status && merged.unsent === state.unsent && merged.restored === state.restored) return;
    state = merged;
    for (const l of listeners) l();
  };

  const stopProbing = () => {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    probeDelay = 2_000;
  };
  /** while lost, ask the server now and then, so the page can say it is back without the customer acting */
  const scheduleProbe = (after = probeDelay) => {
    if (probeTimer !== undefined || !win || win.navigator.onLine === false) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      probe().then(
        () => connection.reached(),
        () => {
          probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
          scheduleProbe();
        },
      );
    }, after);
  };

  const connection: Connection = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reached() {
      stopProbing();
      if (state.status === 'offline') set({ status: 'online', restored: true });
      else if (state.status === 'slow' && !inFlight.size) set({ status: 'online' });
    },
    lost() {
      set({ status: 'offline', restored: false });
      scheduleProbe();
    },
    hold(send) {
      return new Promise<Response>((resolve, reject) => {
        held.push({ send, resolve, reject });
        set({ unsent: held.length });
      });
    },
    async retry() {
      const waiting = held.splice(0);
      set({ unsent: held.length });
      for (const h of waiting) {
        try {
          const res = await h.send();
          connection.reached();
          h.resolve(res);
        } catch {
          // still unreachable: it waits again, in its place
          held.push(h);
          connection.lost();
        }
      }
      set({ unsent: held.length });
    },
    cancel() {
      const waiting = held.splice(0);
      set({ unsent: 0 });
      for (const h of waiting) h.reject(new Error('cancelled'));
    },
    started() {
      const id = nextId++;
      inFlight.add(id);
      if (inFlight.size === 1) {
        clearTimeout(slowTimer);
        slowTimer = setTimeout(() => {
          if (inFlight.size && state.status === 'online') set({ status: 'slow' });
        }, SLOW_AFTER_MS);
      }
      return () => {
        inFlight.delete(id);
        if (inFlight.size) return;
        clearTimeout(slowTimer);
        if (state.status === 'slow') set({ status: 'online' });
      };
    },
  };

  win?.addEventListener('offline', () => connection.lost());
  win?.addEventListener('online', () => {
    // the network is back; the server may not be: ask it at once
    stopProbing();
    scheduleProbe(0);
  });
  return connection;
}

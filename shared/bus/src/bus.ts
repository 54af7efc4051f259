import { BehaviorSubject, Observable, Subject, distinctUntilChanged, map } from 'rxjs';
import type { BusRequest, BusState } from './events';

export interface Bus {
  get<K extends keyof BusState>(key: K): BusState[K];
  set<K extends keyof BusState>(key: K, value: BusState[K]): void;
  /** current value first, then every change */
  select<K extends keyof BusState>(key: K): Observable<BusState[K]>;
  request(req: BusRequest): void;
  readonly requests$: Observable<BusRequest>;
  /** unique per created bus: lets a test prove every app sees the same instance */
  readonly instanceId: string;
}

export const INITIAL_STATE: BusState = {
  auth: { token: null, profile: null },
  guestId: null,
  location: null,
  module: null,
  modules: [],
  language: 'ru',
  theme: 'light',
  config: null,
  cartCounts: { store: 0, rental: 0, carmarket: 0 },
  wishlistCount: 0,
  remoteBuilds: {},
};

export function createBus(initial: Partial<BusState> = {}): Bus {
  const state$ = new BehaviorSubject<BusState>({ ...INITIAL_STATE, ...initial });
  const requests$ = new Subject<BusRequest>();
  return {
    instanceId: Math.random().toString(36).slice(2, 10),
    get: (key) => state$.value[key],
    set: (key, value) => {
      if (Object.is(state$.value[key], value)) return;
      state$.next({ ...state$.value, [key]: value });
    },
    select: (key) =>
      state$.pipe(
        map((s) => s[key]),
        distinctUntilChanged(),
      ),
    request: (req) => requests$.next(req),
    requests$: requests$.asObservable(),
  };
}

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { bus } from '@mart/bus';
import type { ToastRequest } from './Toaster';

// antd's message (and its notification and motion code) arrives with the first toast
const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

let toastIds = 0;

/**
 * Serves the bus's toast requests. Nothing is loaded until the first one; the Toaster then stays mounted. Its own
 * component so that a toast re-renders only this, not the header.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<ToastRequest[]>([]);
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sub = bus.requests$.subscribe((r) => {
      if (r.type !== 'toast') return;
      setOn(true);
      setToasts((list) => [...list, { level: r.level, message: r.message, duration: r.duration, id: ++toastIds }]);
    });
    return () => sub.unsubscribe();
  }, []);
  const shown = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  return on ? (
    <Suspense fallback={null}>
      <Toaster toasts={toasts} onShown={shown} />
    </Suspense>
  ) : null;
}

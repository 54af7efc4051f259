import { lazy, Suspense, useEffect, useState } from 'react';
import { bus, type BusRequest } from '@mart/bus';
import type { AuthView } from './AuthModal';
import { useProfileSync } from './useProfileSync';

// Behind a click: the forms, their validation and the phone/social sign-in code load when the modal first opens,
// not on the page's critical path (issue 8, JS before LCP).
const AuthModal = lazy(() => import('./AuthModal').then((m) => ({ default: m.AuthModal })));
const GuestPrompt = lazy(() => import('./GuestPrompt').then((m) => ({ default: m.GuestPrompt })));

type Open = { kind: 'auth'; view: AuthView; then: string | null } | { kind: 'guest'; then: string } | null;

/** Serves 'open-sign-in' and 'open-guest-prompt', and keeps the signed-in profile on the bus. */
export function AuthHost() {
  const [open, setOpen] = useState<Open>(null);
  useProfileSync();
  useEffect(() => {
    const sub = bus.requests$.subscribe((r: BusRequest) => {
      // SPEC §2: sign-up is the modal's default view
      if (r.type === 'open-sign-in') setOpen({ kind: 'auth', view: r.view ?? 'sign-up', then: null });
      if (r.type === 'open-guest-prompt') setOpen({ kind: 'guest', then: r.then });
    });
    return () => sub.unsubscribe();
  }, []);
  if (!open) return null;
  if (open.kind === 'guest') {
    return (
      <Suspense fallback={null}>
        <GuestPrompt
          then={open.then}
          onSignIn={(view) => setOpen({ kind: 'auth', view, then: open.then })}
          onClose={() => setOpen(null)}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <AuthModal
        key={`${open.view}-${open.then}`}
        initialView={open.view}
        afterLogin={open.then}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
}

import { queryClient, tabs } from '@mart/api-client';
import { bus } from '@mart/bus';
import { i18n } from '@mart/i18n';
import { forgetSession, refetchAsCustomer } from './session';

/** Runs `fn` now if the tab is in sight, else once the customer comes back to it (a toast there would go unseen). */
function whenSeen(fn: () => void): void {
  if (document.visibilityState !== 'hidden') return fn();
  const seen = () => {
    if (document.visibilityState === 'hidden') return;
    document.removeEventListener('visibilitychange', seen);
    fn();
  };
  document.addEventListener('visibilitychange', seen);
}

const tell = (key: string) =>
  whenSeen(() => bus.request({ type: 'toast', level: 'info', message: i18n.t(key), duration: 6_000 }));

/**
 * Issue 40.3: one session for all the customer's open tabs. What this tab does to the session (sign-in, sign-out,
 * the account deleted) is told to the others as it happens on the bus; what another tab tells is done here: the
 * personal data goes from the screen with the session, or the customer is signed in too, with their carts, and
 * the customer hears which. The API client tells a session the server refused (tabs.ts `session-ended`) itself.
 */
export function syncSessionAcrossTabs(): void {
  let token = bus.get('auth').token;
  let fromAnotherTab = false;
  bus.select('auth').subscribe((auth) => {
    if (auth.token === token) return;
    token = auth.token;
    if (fromAnotherTab) return;
    tabs.announce(token ? { type: 'signed-in', token } : { type: 'signed-out' });
  });
  const follow = (change: () => void, message: string) => {
    fromAnotherTab = true;
    try {
      change();
    } finally {
      fromAnotherTab = false;
    }
    tell(message);
  };
  tabs.listen((e) => {
    const current = bus.get('auth').token;
    if (e.type === 'signed-in' && e.token !== current) {
      follow(() => {
        if (current) queryClient.clear();
        bus.set('auth', { token: e.token, profile: null });
        refetchAsCustomer();
      }, 'common:session.signedInElsewhere');
    } else if ((e.type === 'signed-out' || e.type === 'session-ended') && current) {
      follow(forgetSession, e.type === 'session-ended' ? 'common:session.ended' : 'common:session.signedOutElsewhere');
    }
  });
}

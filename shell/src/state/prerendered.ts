import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import { ownerOf } from '../federation/route-table';

/** What the shell's server writes beside a first screen it drew (shared/deploy/src/serve.mjs `pageHtml`). */
interface PrerenderedPage {
  app: string;
  language: string;
  moduleId: number | null;
  state: DehydratedState;
  /** a personal page's: drawn with the customer's session or a guest's */
  session?: 'customer' | 'guest';
}

function readPage(): PrerenderedPage | null {
  const el = document.getElementById('mart-ssr');
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as PrerenderedPage;
  } catch {
    return null;
  }
}

/**
 * A first screen drawn on the server stays until its remote's first render replaces it, and that render starts
 * from the query cache it was drawn from, so both draw the same. If it was drawn for another state than this
 * tab's (its cookies were older than the tab's saved state), it is removed at once and the tab draws its own.
 */
export function adoptPrerenderedPage(): void {
  const box = document.querySelector<HTMLElement>('#mart-main > [data-prerendered]');
  const page = readPage();
  const module = bus.get('module');
  const path = window.location.pathname;
  // a module home shows the selected module; every other page is the same whichever module is selected
  const sameModule = ownerOf(path, null) === page?.app || page?.moduleId === (module?.id ?? null);
  // a personal page drawn signed in for a tab signed out since (or the other way round) is not this tab's
  const sameSession = page?.session === undefined || page.session === (bus.get('auth').token ? 'customer' : 'guest');
  const same =
    page !== null &&
    sameSession &&
    box !== null &&
    page.app === box.dataset.app &&
    page.language === bus.get('language') &&
    sameModule &&
    ownerOf(path, module?.module_type) === page.app;
  if (!same) {
    box?.remove();
    return;
  }
  hydrate(queryClient, page.state);
}

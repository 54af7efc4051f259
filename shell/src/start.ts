// The first half of the start, behind the async boundary: it needs only the small shared packages (bus, API
// client, i18n), so the saved state is restored, the API configured and the site data requested while the
// header's code (./bootstrap, with react-dom) still downloads.
import { api } from '@mart/api-client';
import { yieldToMain } from '@mart/runtime';
import { registryReady } from './federation/early';
import { syncSessionAcrossTabs } from './auth/tab-session';
import { restorePersistedState } from './state/persisted';
import { keepGuestId } from './state/guest-id';
import { adoptPrerenderedPage } from './state/prerendered';
import { followRouteChanges } from './state/page-head';
import { prefetchSiteData } from './state/site-queries';
import { startWebApp } from './pwa/register';
import { startRum } from './rum/beacon';

/** `chrome` is the header's module, already downloading. */
export async function start(chrome: Promise<typeof import('./bootstrap')>): Promise<void> {
  await restorePersistedState();
  syncSessionAcrossTabs();
  adoptPrerenderedPage();
  const registry = await registryReady();
  // API base URL: the deployment's registry wins over the build default, so one build serves any API host
  api.configure({ baseUrl: registry.apiBaseUrl ?? process.env.MART_API_URL ?? '' });
  startRum(api.baseUrl, registry.rum?.sample ?? 0);
  prefetchSiteData();
  keepGuestId();
  startWebApp();
  followRouteChanges();
  const { mountShell } = await chrome;
  // the header's code (react-dom) has just been evaluated in this task
  await yieldToMain();
  await mountShell();
}

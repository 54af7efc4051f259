import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { i18n } from '@mart/i18n';
import { yieldToMain } from '@mart/runtime';
import { loadExposed } from './load-remote';
import { reportRum } from '../rum/beacon';

/** Fired on window when a route's remote is still loading after ROUTE_SLOW_MS (the footer stops waiting for it). */
export const ROUTE_SLOW_EVENT = 'mart:route-slow';
export const ROUTE_SLOW_MS = 2000;

/**
 * The page's shape while a remote's code loads (plain.css skeleton lines, plain DOM: no React, no antd), drawn at
 * once into an empty box so a slow or hanging remote never leaves a blank page for the 8 s before the error panel.
 * The remote's first commit clears it (React empties a root's container), the error panel replaces it. A box that
 * already holds the server's first screen keeps that instead.
 */
function showSkeleton(box: HTMLElement): void {
  if (box.childElementCount > 0) return;
  const skeleton = document.createElement('div');
  skeleton.className = 'mart-route-skeleton';
  skeleton.setAttribute('role', 'status');
  skeleton.setAttribute('aria-busy', 'true');
  skeleton.setAttribute('aria-label', i18n.t('common:remote.loading'));
  skeleton.dataset.testid = 'route-skeleton';
  const title = document.createElement('span');
  title.className = 'mart-skeleton';
  title.style.cssText = 'width:38%;height:28px';
  const lines = Array.from({ length: 6 }, () => {
    const line = document.createElement('span');
    line.className = 'mart-skeleton mart-skeleton--line';
    return line;
  });
  skeleton.append(title, ...lines);
  box.appendChild(skeleton);
  window.setTimeout(() => {
    if (skeleton.isConnected) window.dispatchEvent(new Event(ROUTE_SLOW_EVENT));
  }, ROUTE_SLOW_MS);
}

export interface AppProps {
  name: string;
  domElement: HTMLElement;
}

type Fn = (props: AppProps) => Promise<unknown>;
type RemoteLifecycles = { bootstrap: Fn | Fn[]; mount: Fn | Fn[]; unmount: Fn | Fn[] };

async function run(fn: Fn | Fn[], props: AppProps): Promise<void> {
  for (const f of Array.isArray(fn) ? fn : [fn]) await f(props);
}

/**
 * What single-spa registers for a remote: a proxy that loads the real lifecycles on first mount. If the remote
 * cannot load or throws while mounting, the route shows the error panel with Retry and the rest of the site
 * (header, other routes) keeps working; single-spa never sees the failure, so it never marks the app broken.
 */
export function resilientApp(remote: string): LifeCycles<AppProps> {
  let real: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let panel: Root | null = null;
  // bumped by unmount: a panel whose code arrives after its route was left is not shown
  let visit = 0;

  async function mountReal(props: AppProps, retry: boolean): Promise<void> {
    if (!real) {
      real = await loadExposed<RemoteLifecycles>(remote, 'app', retry);
      // the remote's code has just been evaluated in this task: its start (router, the page's requests) runs in
      // the next, so neither makes a long task of the two (issue 26)
      await yieldToMain();
    }
    if (!bootstrapped) {
      await run(real.bootstrap, props);
      bootstrapped = true;
    }
    await run(real.mount, props);
    mounted = true;
    // its first render has replaced the first screen the server drew, if any
    props.domElement.removeAttribute('data-prerendered');
  }

  /** The error panel (antd's Result) is fetched only when a remote has failed: it is not on the first load. */
  async function showPanel(props: AppProps): Promise<void> {
    const at = visit;
    const { RemoteErrorPanel } = await import('../layout/RemoteErrorPanel');
    if (at !== visit) return;
    // a first screen drawn on the server gives way to the panel: its page could not start
    if (props.domElement.hasAttribute('data-prerendered')) {
      props.domElement.removeAttribute('data-prerendered');
      props.domElement.replaceChildren();
    }
    props.domElement.querySelector(':scope > .mart-route-skeleton')?.remove();
    const host = document.createElement('div');
    props.domElement.appendChild(host);
    const root = createRoot(host);
    panel = root;
    const retry = async () => {
      root.unmount();
      if (panel === root) panel = null;
      host.remove();
      await attempt(props, true);
    };
    root.render(<RemoteErrorPanel remote={remote} onRetry={() => void retry()} />);
  }

  async function attempt(props: AppProps, retry: boolean): Promise<void> {
    showSkeleton(props.domElement);
    reportRum('view', remote);
    try {
      await mountReal(props, retry);
    } catch (e) {
      const loadFailed = e instanceof Error && e.name === 'RemoteLoadError';
      reportRum(loadFailed ? 'chunk_error' : 'error', remote);
      if (!loadFailed) {
        console.error(`[mart] remote ${remote} failed while mounting`, e);
        real = null;
        bootstrapped = false;
      }
      await showPanel(props);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: (props) => attempt(props, false),
    unmount: async (props) => {
      visit++;
      if (mounted && real) {
        mounted = false;
        await run(real.unmount, props);
      }
      panel?.unmount();
      panel = null;
      props.domElement.replaceChildren();
    },
  };
}

import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { MartProviders } from '@mart/ui';
import { loadExposed } from './load-remote';
import { RemoteErrorPanel } from '../layout/RemoteErrorPanel';

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

  async function mountReal(props: AppProps, retry: boolean): Promise<void> {
    real ??= await loadExposed<RemoteLifecycles>(remote, 'app', retry);
    if (!bootstrapped) {
      await run(real.bootstrap, props);
      bootstrapped = true;
    }
    await run(real.mount, props);
    mounted = true;
  }

  function showPanel(props: AppProps): void {
    const host = document.createElement('div');
    props.domElement.appendChild(host);
    panel = createRoot(host);
    const retry = async () => {
      panel?.unmount();
      panel = null;
      host.remove();
      await attempt(props, true);
    };
    panel.render(
      <MartProviders>
        <RemoteErrorPanel remote={remote} onRetry={() => void retry()} />
      </MartProviders>,
    );
  }

  async function attempt(props: AppProps, retry: boolean): Promise<void> {
    try {
      await mountReal(props, retry);
    } catch (e) {
      if (!(e instanceof Error && e.name === 'RemoteLoadError')) {
        console.error(`[mart] remote ${remote} failed while mounting`, e);
        real = null;
        bootstrapped = false;
      }
      showPanel(props);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: (props) => attempt(props, false),
    unmount: async (props) => {
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

import { registerApplication, start, triggerAppChange } from 'single-spa';
import { bus } from '@mart/bus';
import { REMOTES, type AppName } from '@mart/domain';
import { ownerOf } from './federation/route-table';
import { resilientApp, type AppProps } from './federation/resilient-app';

/** Each app renders into its own box inside <main>, so switching routes never disturbs header or footer. */
function containerFor(name: string): HTMLElement {
  const id = `mart-app-${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.dataset.app = name;
    document.getElementById('mart-main')?.appendChild(el);
  }
  return el;
}

const owner = (loc: Location): AppName | null => ownerOf(loc.pathname, bus.get('module')?.module_type);

export function startApps(): void {
  document.querySelector('#mart-main > .mart-boot')?.remove();
  const props = (name: string) => (): AppProps => ({ name, domElement: containerFor(name) });

  for (const name of REMOTES) {
    registerApplication<AppProps>({
      name,
      app: async () => resilientApp(name),
      activeWhen: (loc) => owner(loc) === name,
      customProps: props(name),
    });
  }
  registerApplication<AppProps>({
    name: 'shell-pages',
    // the module picker and the password pages: their own chunk, loaded when their route is active
    app: () => import('./pages/shell-pages-app').then((m) => m.shellPagesApp),
    activeWhen: (loc) => owner(loc) === 'shell-pages',
    customProps: props('shell-pages'),
  });
  registerApplication<AppProps>({
    name: 'not-found',
    app: () => import('./pages/not-found-app').then((m) => m.notFoundApp),
    activeWhen: (loc) => owner(loc) === null,
    customProps: props('not-found'),
  });

  // `/home` belongs to the remote of the selected module: re-route when the module changes
  bus.select('module').subscribe(() => void triggerAppChange());
  start({ urlRerouteOnly: true });
}

import type { RemoteBuild } from '@mart/bus';
import { remoteLifecycles } from '@mart/runtime';
import { ACCOUNT_ROUTES } from './routes';
import './register';

const app = remoteLifecycles(
  // this remote's build info, inlined by the webpack DefinePlugin
  process.env.MART_BUILD as unknown as RemoteBuild,
  // no antd providers around the frame: the menu, the sign-in gate and the profile card are plain HTML and kit
  // controls, and each antd page or part (lazyAntd) brings antd's core and providers with its own chunk
  { routes: ACCOUNT_ROUTES },
);

/**
 * The profile's first screen comes from the server's ProfileTop, not from this app's tree, and the customer's
 * details it shows are not in the page's state (the browser asks for them again): hydrating it always fails
 * (React #418), and React recovers by rendering the whole app again in one blocking task. The app renders as a
 * fresh root instead, in slices, and its first commit replaces the server's screen.
 */
async function replaceServerScreen({ domElement }: { domElement?: Element }) {
  domElement?.removeAttribute('data-prerendered');
}

export const { bootstrap, unmount } = app;
export const mount = [replaceServerScreen, ...app.mount];

import type { RemoteBuild } from '@mart/bus';

/** A remote's build facts, as far as remoteLifecycles reads them. */
export const testBuild = { name: 'test', packageVersion: '1.0.0', builtAt: '', contract: {} } as unknown as RemoteBuild;

type Step = (props: object) => Promise<unknown>;
/** Runs one single-spa lifecycle (an array of steps) as single-spa would. */
export async function run(steps: unknown, props: object) {
  for (const step of steps as Step[]) await step(props);
}

/** single-spa's props for an app mounted into a fresh box in the page. */
export function appProps() {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name: 'test', domElement, singleSpa: {}, mountParcel: () => undefined };
}

/** single-spa-react renders the app as in a browser (not inside act): React is told this is not an act() test. */
export function outsideAct() {
  const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = actFlag.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (actFlag.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (actFlag.IS_REACT_ACT_ENVIRONMENT = wasAct));
}

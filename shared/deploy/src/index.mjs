export { deploy, rollback, status, DeployError } from './deploy.mjs';
export { contractProblems } from './contract.mjs';
export { readRegistry, writeRegistry, registryFile } from './registry.mjs';
export { serveAll, serveApp, shellHandler, remoteHandler, contentSecurityPolicy } from './serve.mjs';
export { pagePrograms, runApp, serveHost } from './app-process.mjs';
export { restartDelay, stopOnSignals, supervise } from './supervise.mjs';
export { APPS, REMOTE_NAMES, REPO, API_PORT, originOf, portOf, apiBaseUrl, deployRoot } from './topology.mjs';
export {
  CANARY_RULE,
  canaryVerdict,
  checkCanaries,
  promote,
  rollbackCanary,
  rumFigures,
  visitorRegistry,
  watchCanaries,
} from './canary.mjs';

#!/usr/bin/env node
// @ts-check
import {
  DeployError,
  deploy,
  pagePrograms,
  rollback,
  runApp,
  status,
  stopOnSignals,
  supervise,
} from '../src/index.mjs';

const [cmd, name, version] = process.argv.slice(2);
const log = (/** @type {string} */ s) => console.log(s);

const usage = `usage:
  mart-deploy deploy <app>              publish the app's current build (dist/) as a new version and make it live
  mart-deploy rollback <app> [version]  make an earlier version live again (default: the one before the live one)
  mart-deploy status                    list apps, their live and available versions
  mart-deploy serve                     serve the shell and every remote from the deployed versions, one
                                        supervised process each (restarted when it dies; SIGTERM drains)
  mart-deploy serve-app <app>           serve one app in this process (what \`serve\` runs for each)
apps: shell, rental, carmarket, store-modules, account`;

try {
  switch (cmd) {
    case 'deploy':
      if (!name) throw new DeployError(usage);
      deploy(name, { log });
      break;
    case 'rollback':
      if (!name) throw new DeployError(usage);
      rollback(name, version, { log });
      break;
    case 'status':
      for (const s of status()) {
        console.log(
          `${s.name.padEnd(14)} live: ${String(s.live ?? '—').padEnd(14)} available: ${s.available.join(', ') || '—'}`,
        );
      }
      break;
    case 'serve': {
      // one process per app, restarted when it dies; SIGTERM drains them all
      const supervisor = supervise(pagePrograms());
      stopOnSignals(supervisor);
      await supervisor.ready.catch((e) => console.error(`[mart] ${e.message}: restarting it`));
      break;
    }
    case 'serve-app':
      if (!name) throw new DeployError(usage);
      await runApp(name);
      break;
    default:
      console.log(usage);
      process.exitCode = cmd ? 2 : 0;
  }
} catch (e) {
  if (e instanceof DeployError) {
    console.error(e.message);
    process.exitCode = 2;
  } else throw e;
}

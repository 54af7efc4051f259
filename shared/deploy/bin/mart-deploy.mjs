#!/usr/bin/env node
// @ts-check
import {
  DeployError,
  checkCanaries,
  deploy,
  promote,
  rollbackCanary,
  rumFigures,
  pagePrograms,
  rollback,
  runApp,
  status,
  stopOnSignals,
  supervise,
} from '../src/index.mjs';

const args = process.argv.slice(2);
/** `--canary <percent>` (deploy) or `--canary` (rollback): taken out of the positional arguments */
const canaryAt = args.indexOf('--canary');
const canaryArg =
  canaryAt === -1 ? undefined : args.splice(canaryAt, /^\d+$/.test(args[canaryAt + 1] ?? '') ? 2 : 1)[1];
const [cmd, name, version] = args;
const log = (/** @type {string} */ s) => console.log(s);

const usage = `usage:
  mart-deploy deploy <app>              publish the app's current build (dist/) as a new version and make it live
  mart-deploy deploy <remote> --canary <percent>
                                        publish it for that share of visitors (sticky per visitor) beside the live one
  mart-deploy promote <remote>          make the remote's canary live for everyone
  mart-deploy rollback <app> [version]  make an earlier version live again (default: the one before the live one)
  mart-deploy rollback <remote> --canary
                                        end the remote's canary: everyone gets the live version
  mart-deploy check-canaries            apply the automatic rollback rule once (the page server does it every
                                        MART_CANARY_CHECK_MS); needs MART_OPERATOR_KEY
  mart-deploy status                    list apps, their live, canary and available versions; with MART_OPERATOR_KEY
                                        also visitors, error rate and p75 vitals per remote and version (last hour)
  mart-deploy serve                     serve the shell and every remote from the deployed versions, one
                                        supervised process each (restarted when it dies; SIGTERM drains)
  mart-deploy serve-app <app>           serve one app in this process (what \`serve\` runs for each)
apps: shell, rental, carmarket, store-modules, account`;

try {
  switch (cmd) {
    case 'deploy':
      if (!name) throw new DeployError(usage);
      if (canaryAt !== -1 && canaryArg === undefined) throw new DeployError(usage);
      deploy(name, { log, ...(canaryArg === undefined ? {} : { canary: Number(canaryArg) }) });
      break;
    case 'promote':
      if (!name) throw new DeployError(usage);
      promote(name, { log });
      break;
    case 'rollback':
      if (!name) throw new DeployError(usage);
      if (canaryAt !== -1) rollbackCanary(name, { log });
      else rollback(name, version, { log });
      break;
    case 'check-canaries':
      await checkCanaries({ log });
      break;
    case 'status': {
      for (const s of status()) {
        const canary = s.canary ? `  canary: ${s.canary.version} (${s.canary.share}%)` : '';
        console.log(
          `${s.name.padEnd(14)} live: ${String(s.live ?? '—').padEnd(14)} available: ${s.available.join(', ') || '—'}${canary}`,
        );
      }
      if (!process.env.MART_OPERATOR_KEY && !process.env.OPERATOR_API_KEY) break;
      const since = new Date(Date.now() - 3600_000).toISOString();
      const pct = (/** @type {number | null} */ r) => (r === null ? '—' : `${(r * 100).toFixed(1)}%`);
      const ms = (/** @type {number | null} */ v) => (v === null ? '—' : `≤${v} ms`);
      console.log('\nlast hour (real-user monitoring)  remote / version / visitors / error rate / p75 LCP, INP, CLS');
      for (const v of await rumFigures({ since }))
        console.log(
          `${v.remote.padEnd(14)} ${v.version.padEnd(14)} ${String(v.views).padStart(7)}  ${pct(v.error_rate).padStart(6)}  ${ms(v.p75.lcp)}  ${ms(v.p75.inp)}  ${v.p75.cls === null ? '—' : `≤${v.p75.cls}`}`,
        );
      break;
    }
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

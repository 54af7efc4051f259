import { versionOf } from './load-remote';
import { REMOTES } from '@mart/domain';

interface BuildInfo {
  name: string;
  packageVersion: string;
  builtAt: string;
}

export function liveVersions(): Record<string, string> {
  // replaced at build time by the webpack DefinePlugin with this build's info
  const shell = process.env.MART_BUILD as unknown as BuildInfo;
  const out: Record<string, string> = { shell: `${shell.packageVersion} (${shell.builtAt})` };
  for (const r of REMOTES) out[r] = versionOf(r) ?? '—';
  return out;
}

/** Printed once at start so the console says which versions this page runs. */
export function logVersions(): void {
  const v = liveVersions();
  (window as Window & { __MART_VERSIONS__?: Record<string, string> }).__MART_VERSIONS__ = v;
  console.info('[mart] versions', v);
}

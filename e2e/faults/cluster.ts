/**
 * The fault specs' cluster: scripts/cluster.mjs's PostgreSQL, Redis and API instances (no nginx: each spec talks to
 * every instance itself), typed, in the spec's own port block (ports.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { faultPorts } from './ports';

export interface FaultCluster {
  dir: string;
  databaseUrl: string;
  redisUrl?: string;
  apiUrls: string[];
  /** the instances' processes: a fault must leave every one running */
  apis: ChildProcess[];
  postgres(action: 'pause' | 'resume' | 'restart'): Promise<void>;
  redis(action: 'stop' | 'start'): Promise<void>;
  stop(): Promise<void>;
}

interface ClusterModule {
  startCluster(options: {
    base: number;
    instances: number;
    redis: boolean;
    nginx: boolean;
    env: Record<string, string>;
  }): Promise<FaultCluster>;
}

export async function startFaultCluster(
  slot: number,
  { instances, redis, env = {} }: { instances: number; redis: boolean; env?: Record<string, string> },
): Promise<FaultCluster> {
  const { startCluster } = (await import('../../scripts/cluster.mjs')) as ClusterModule;
  return startCluster({ base: faultPorts(slot), instances, redis, nginx: false, env });
}

/** An instance's process is still running (it neither exited nor was killed). */
export const running = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

/** `GET path`'s status, 0 when nothing answers. */
export async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Polls `GET url` until it answers `status`; resolves with the time that took (throws after `ms`). */
export async function waitForStatus(url: string, status: number, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await statusOf(url)) === status) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer ${status} within ${ms} ms`);
}

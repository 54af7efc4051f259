import type { Server } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { SCALE_OPERATOR_KEY } from './site';

interface Cluster {
  url: string;
  apiUrls: string[];
  metricsTargets: string[];
  dir: string;
  stop: () => Promise<void>;
}
interface Prometheus {
  url: string;
  stop: () => Promise<unknown>;
}

/** Starts the cluster (scripts/cluster.mjs) and the storefront; the tests read where from the environment. */
export default async function scaleSetup(): Promise<() => Promise<void>> {
  const { startCluster, startPrometheus } = (await import('../../scripts/cluster.mjs')) as unknown as {
    startCluster: (o: {
      base: number;
      instances: number;
      env: Record<string, string>;
      corsOrigins: string;
      metrics: boolean;
    }) => Promise<Cluster>;
    startPrometheus: (o: { dir: string; port: number; apis: string[]; pages: string[] }) => Promise<Prometheus>;
  };
  const lib = (await import('../../scripts/lib.mjs')) as { deployAll: () => Promise<void> };
  const deploy = (await import('@mart/deploy')) as {
    serveAll: (o: { log: (s: string) => void }) => Promise<Server[]>;
  };
  fs.rmSync(path.dirname(process.env.MART_DEPLOY_DIR!), { recursive: true, force: true });
  await lib.deployAll();
  const cluster = await startCluster({
    base: Number(process.env.MART_SCALE_CLUSTER_BASE),
    instances: 3,
    corsOrigins: `http://localhost:${process.env.MART_PORT_SHELL}`,
    // each instance's metrics on its own port, scraped by Prometheus below
    metrics: true,
    // demo mode for the storefront's sign-in; the sign-in limit at its default of 10 per minute
    env: { DEMO: '1', OPERATOR_API_KEY: SCALE_OPERATOR_KEY, AUTH_RATE_LIMIT: '10' },
  });
  const base = Number(process.env.MART_SCALE_CLUSTER_BASE);
  // the page server's metrics port, and Prometheus' (Debian's package) scraping the 3 instances and the page server
  process.env.MART_PAGE_METRICS_PORT = String(base + 16);
  let servers: Server[];
  let prometheus: Prometheus;
  try {
    servers = await deploy.serveAll({ log: () => undefined });
    prometheus = await startPrometheus({
      dir: cluster.dir,
      port: base + 18,
      apis: cluster.metricsTargets,
      pages: [`127.0.0.1:${base + 16}`],
    });
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  Object.assign(process.env, {
    MART_SCALE_PROMETHEUS: prometheus.url,
    MART_SCALE_URL: cluster.url,
    MART_SCALE_APIS: JSON.stringify(cluster.apiUrls),
    MART_SCALE_DIR: cluster.dir,
  });
  return async () => {
    await prometheus.stop();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await cluster.stop();
  };
}

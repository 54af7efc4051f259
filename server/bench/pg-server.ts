/** A PostgreSQL server for the benchmarks: DATABASE_URL's, or a throwaway loopback cluster (scripts/pg-cluster.sh). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server's admin URL and how to stop it (a no-op for DATABASE_URL's); null when PostgreSQL is unavailable. */
export function postgresServer(): { serverUrl: string; stop(): void } | null {
  if (process.env.DATABASE_URL) return { serverUrl: process.env.DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'mart-bench-pg-'));
  const script = join(import.meta.dirname, '..', 'scripts', 'pg-cluster.sh');
  try {
    const serverUrl = execFileSync('bash', [script, 'start', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
    return { serverUrl, stop: () => void execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' }) };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

/**
 * What the fault specs do to processes and ports: start a command and wait for its exit, ask over a connection of
 * its own (no keep-alive pool hides a refused connection), trickle a request body so it stays in flight.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

export interface Started {
  child: ChildProcess;
  /** what it printed so far (stdout and stderr) */
  output: () => string;
  /** its exit: the code, or the signal that ended it */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a command with its output kept for the test's messages. */
export function start(command: string, args: string[], options: SpawnOptions): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Ends a process the test started, if it still runs (a failed test must not leave it holding ports). */
export async function kill(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGKILL');
  await started.exited;
}

/** Whether something accepts connections on the port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface Answer {
  status: number;
  body: string;
}

/** A request on a connection of its own; rejects with the connection's error (ECONNREFUSED, ECONNRESET). */
export function request(
  port: number,
  path: string,
  { method = 'GET', body, trickleMs = 0 }: { method?: string; body?: string; trickleMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers:
          body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body === undefined) return void req.end();
    // the first byte now, the rest after trickleMs: from the server's view the request is in flight until then
    req.write(body.slice(0, 1));
    setTimeout(() => req.end(body.slice(1)), trickleMs);
  });
}

/** The status of GET path, or 0 when the connection is refused or cut. */
export const statusOf = (port: number, path: string): Promise<number> =>
  request(port, path).then(
    (a) => a.status,
    () => 0,
  );

/** The process ids of `parent`'s children whose command line contains `match`. */
export function childrenOf(parent: number, match: string): number[] {
  const r = spawnSync('pgrep', ['-P', String(parent), '-f', match], { encoding: 'utf8' });
  return r.stdout.split('\n').filter(Boolean).map(Number);
}

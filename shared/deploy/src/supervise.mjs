// @ts-check
// A small supervisor (issue 38.4): each program in its own process, so one crash takes only itself down; a program
// that exits unasked is started again after a delay that doubles with each quick failure (250 ms up to 30 s, back to
// 250 ms once it has run a minute). SIGTERM or SIGINT stops restarting and passes the signal on, waits for every
// program to finish its drain, and exits 0 when all stopped cleanly. Restarting the supervisor itself is the job of
// whatever started it (systemd's Restart=, a container's restart policy: docs/PRODUCTION.md).
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>, cwd?: string }} Program
 * @typedef {{ child: import('node:child_process').ChildProcess | null, startedAt: number, failures: number,
 *   timer: NodeJS.Timeout | null, ready: boolean }} Slot
 */

/** The pause before the n-th restart in a row (n ≥ 1): 250 ms doubling to 30 s. */
export function restartDelay(/** @type {number} */ failures, { minMs = 250, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Starts every program and keeps it running. A program says it is ready with an IPC message `{ ready: true }`
 * (`mart-deploy serve-app` does once it listens); `ready` resolves once all have, and rejects when one exits before
 * it ever was (a port taken, a bad setting): the supervisor still restarts it, the caller decides whether to wait.
 * @param {Program[]} programs
 * @param {{ log?: (s: string) => void, stopTimeoutMs?: number, stableAfterMs?: number, minDelayMs?: number }} [o]
 */
export function supervise(programs, o = {}) {
  const { log = console.log, stopTimeoutMs = 30_000, stableAfterMs = 60_000, minDelayMs = 250 } = o;
  /** @type {Map<string, Slot>} */
  const slots = new Map(
    programs.map((p) => [p.name, { child: null, startedAt: 0, failures: 0, timer: null, ready: false }]),
  );
  let stopping = false;
  /** @type {(v: void) => void} */
  let allReady = () => undefined;
  /** @type {(e: Error) => void} */
  let startFailed = () => undefined;
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    allReady = resolve;
    startFailed = reject;
  });
  ready.catch(() => undefined); // a caller that does not wait is not an unhandled rejection

  /** @param {Program} program @param {Slot} slot */
  const start = (program, slot) => {
    slot.timer = null;
    slot.startedAt = Date.now();
    const child = spawn(program.command, program.args, {
      cwd: program.cwd,
      env: { ...process.env, ...program.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    slot.child = child;
    child.on('message', (m) => {
      if (!m || typeof m !== 'object' || !('ready' in m) || slot.ready) return;
      slot.ready = true;
      if ([...slots.values()].every((s) => s.ready)) allReady();
    });
    let ended = false;
    const onEnd = (/** @type {string} */ how) => {
      if (ended) return;
      ended = true;
      slot.child = null;
      if (stopping) return;
      if (!slot.ready) startFailed(new Error(`${program.name} exited (${how}) before it was ready`));
      // a program that ran a while failed afresh: its delay starts over
      if (Date.now() - slot.startedAt >= stableAfterMs) slot.failures = 0;
      slot.failures += 1;
      const delay = restartDelay(slot.failures, { minMs: minDelayMs });
      log(`[mart] ${program.name} exited (${how}); restarting in ${delay} ms`);
      slot.timer = setTimeout(() => start(program, slot), delay);
    };
    child.on('exit', (code, signal) => onEnd(signal ?? `code ${code}`));
    // a program that cannot even be spawned emits only 'error'
    child.on('error', (e) => onEnd(e.message));
  };

  for (const program of programs) start(program, /** @type {Slot} */ (slots.get(program.name)));

  /**
   * Stops restarting, passes `signal` to every program and waits for them to exit (SIGKILL after stopTimeoutMs).
   * Resolves true when every one exited with code 0, by that signal itself (one still starting), or was not running.
   * @param {NodeJS.Signals} [signal]
   */
  const stop = async (signal = 'SIGTERM') => {
    stopping = true;
    const exits = [...slots.values()].map((slot) => {
      if (slot.timer) clearTimeout(slot.timer);
      const child = slot.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
      return new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        child.once('exit', (code, how) => {
          clearTimeout(kill);
          // ended by the very signal passed on: a program still starting, with nothing to drain yet
          resolve(code === 0 || how === signal);
        });
        child.kill(signal);
      });
    });
    return (await Promise.all(exits)).every(Boolean);
  };

  return {
    ready,
    stop,
    /** The process id of a program's current process (the fault tests kill one). @param {string} name */
    pidOf: (name) => slots.get(name)?.child?.pid,
  };
}

/**
 * Makes SIGTERM and SIGINT stop the supervised programs and then this process: exit 0 when all stopped cleanly.
 * @param {ReturnType<typeof supervise>} supervisor
 */
export function stopOnSignals(supervisor) {
  let stopping = false;
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void supervisor.stop(signal).then((clean) => process.exit(clean ? 0 : 1));
    });
  }
}

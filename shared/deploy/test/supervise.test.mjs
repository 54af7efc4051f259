// The page server's supervisor: a program that dies is started again after a doubling delay, a stop passes the
// signal on and waits for the drain, one that will not stop is killed. Programs here are tiny node scripts.
// Run with `node --test`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { restartDelay, supervise } from '../src/supervise.mjs';

/**
 * A program running `code` in node, told it is supervised by its IPC channel. A program says it is ready only after
 * its stop handler is in place: the supervisor may signal it the moment it hears.
 */
const program = (/** @type {string} */ name, /** @type {string} */ code) => ({
  name,
  command: process.execPath,
  args: ['-e', code],
});
const READY = 'process.send({ ready: true });';
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

test('the restart delay doubles from 250 ms and stops at 30 s', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 8, 20].map((n) => restartDelay(n)),
    [250, 500, 1000, 2000, 30_000, 30_000],
  );
});

test('a program that keeps dying is restarted with a doubling delay; the others run on', async () => {
  /** @type {string[]} */
  const lines = [];
  const s = supervise(
    [
      program('crashing', `${READY} setTimeout(() => process.exit(3), 30);`),
      program('steady', `${READY} setInterval(() => {}, 1000);`),
    ],
    { log: (l) => lines.push(l), minDelayMs: 20 },
  );
  try {
    await s.ready;
    const steady = s.pidOf('steady');
    const crashes = () => lines.filter((l) => l.startsWith('[mart] crashing exited (code 3)'));
    for (let waited = 0; crashes().length < 3 && waited < 10_000; waited += 50) await sleep(50);
    const [first, second, third] = crashes();
    assert.match(first ?? '', /restarting in 20 ms/);
    assert.match(second ?? '', /restarting in 40 ms/);
    assert.match(third ?? '', /restarting in 80 ms/);
    assert.equal(s.pidOf('steady'), steady);
  } finally {
    assert.equal(await s.stop(), true);
  }
});

test('stop passes the signal on and waits for each program to finish its drain', async () => {
  const s = supervise([
    program(
      'draining',
      `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300)); ${READY} setInterval(() => {}, 1000);`,
    ),
  ]);
  await s.ready;
  const started = Date.now();
  assert.equal(await s.stop('SIGTERM'), true);
  assert.ok(Date.now() - started >= 280, 'stopped before the program drained');
  assert.equal(s.pidOf('draining'), undefined);
});

test('a program that ignores the signal is killed after the timeout, and the stop says it was not clean', async () => {
  const s = supervise([program('stubborn', `process.on('SIGTERM', () => {}); ${READY} setInterval(() => {}, 1000);`)], {
    stopTimeoutMs: 200,
  });
  await s.ready;
  assert.equal(await s.stop(), false);
});

test('ready fails when a program exits before it is ready, naming it', async () => {
  const s = supervise([program('broken', 'process.exit(2)')], { log: () => undefined, minDelayMs: 10_000 });
  await assert.rejects(s.ready, /broken exited \(code 2\) before it was ready/);
  assert.equal(await s.stop(), true);
});

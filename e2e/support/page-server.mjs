// The browser tests' page server in a process of its own, as in production. Started by global-setup.ts; in the test
// runner's own process Playwright's require hook would put each deployed server render (a multi-megabyte bundle)
// through Babel on its first load: the first page of a newly deployed version (a canary) waited over a minute.
import { serveAll } from '@mart/deploy';

try {
  await serveAll({ log: () => undefined });
  process.send?.('ready');
} catch (e) {
  process.send?.(`failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
// the runner went away (or closed the channel): so do the pages
process.on('disconnect', () => process.exit(0));

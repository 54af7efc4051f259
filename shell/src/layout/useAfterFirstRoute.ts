import { whenIdle } from '@mart/runtime';
import { useEffect, useState } from 'react';
import { getMountedApps } from 'single-spa';
import { ROUTE_SLOW_EVENT } from '../federation/resilient-app';

/** If the first route never settles (a stalled remote), what waits for it comes anyway after this long. */
const AT_THE_LATEST_MS = 8000;
/** The first route counts as settled once no download has finished for this long. */
const QUIET_MS = 1000;

/**
 * True once the first routed app has mounted, its downloads have gone quiet (a routed page fetches its own chunks
 * and data after mounting) and the main thread is idle: for chrome below the fold (the footer), so its code does
 * not compete with the page's own content for the network and the CPU of the first load. A route whose remote is
 * still loading after ROUTE_SLOW_MS is not waited for: the page shows its skeleton and the footer, not a blank.
 */
export function useAfterFirstRoute(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: (() => void) | null = null;
    let quiet = 0;
    let observer: PerformanceObserver | undefined;
    const go = () => {
      if (idle) return;
      observer?.disconnect();
      window.clearTimeout(quiet);
      idle = whenIdle(() => setReady(true), 2000, 200);
    };
    const waitForQuiet = () => {
      if (observer || idle) return;
      const restart = () => {
        window.clearTimeout(quiet);
        quiet = window.setTimeout(go, QUIET_MS);
      };
      if (typeof PerformanceObserver === 'function') {
        observer = new PerformanceObserver(restart);
        observer.observe({ type: 'resource' });
      }
      restart();
    };
    if (getMountedApps().length > 0) waitForQuiet();
    window.addEventListener('single-spa:first-mount', waitForQuiet);
    window.addEventListener(ROUTE_SLOW_EVENT, go);
    const latest = window.setTimeout(go, AT_THE_LATEST_MS);
    return () => {
      window.removeEventListener('single-spa:first-mount', waitForQuiet);
      window.removeEventListener(ROUTE_SLOW_EVENT, go);
      window.clearTimeout(latest);
      window.clearTimeout(quiet);
      observer?.disconnect();
      idle?.();
    };
  }, []);
  return ready;
}

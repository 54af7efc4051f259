import { useEffect, useState } from 'react';
import { getMountedApps } from 'single-spa';

/** If the first route never mounts (a stalled remote), what waits for it comes anyway after this long. */
const AT_THE_LATEST_MS = 8000;

/**
 * True once the first routed app has mounted and the main thread is idle: for chrome below the fold (the footer),
 * so its code does not compete with the page's own content for the network and the CPU of the first load.
 */
export function useAfterFirstRoute(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const go = () => {
      if (idle) return;
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
          : window.setTimeout(() => setReady(true), 200);
    };
    if (getMountedApps().length > 0) go();
    window.addEventListener('single-spa:first-mount', go);
    const latest = window.setTimeout(go, AT_THE_LATEST_MS);
    return () => {
      window.removeEventListener('single-spa:first-mount', go);
      window.clearTimeout(latest);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

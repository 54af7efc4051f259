// The start-up code waits for the first screen's largest picture (issue 26, LCP). A page drawn on the server has
// its picture in the HTML; the scripts that make the page interactive (~200 KB on a first load) would share the
// phone's link and main thread with it, and the picture would paint after them. So the start-up asks for them once
// the picture has painted; pages without such a picture start at once.

/** The server-drawn first screen's largest picture: its `<img fetchpriority="high">` (how the pages mark it). */
export const FIRST_PICTURE_SELECTOR = '[data-prerendered] img[fetchpriority="high"]';

/** However the picture fares, the start waits no longer than this after navigation began. */
export const FIRST_PICTURE_WAIT_MS = 1500;

/** Resolves after the frame that paints what is in the document now (the task after the next animation frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the page's largest server-drawn picture has painted (or failed to load), at once when the page has
 * none or is hidden (a hidden page paints nothing), and at the latest FIRST_PICTURE_WAIT_MS after navigation began,
 * so a slow picture never holds the page's code back for long.
 */
export function firstPicturePainted(doc: Document = document, waitMs = FIRST_PICTURE_WAIT_MS): Promise<void> {
  const img = doc.querySelector<HTMLImageElement>(FIRST_PICTURE_SELECTOR);
  if (!img || doc.visibilityState === 'hidden') return Promise.resolve();
  const loaded = img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
  const latest = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, waitMs - performance.now())));
  return Promise.race([loaded.then(afterNextPaint), latest]);
}

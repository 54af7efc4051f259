import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';

/** the mark the shell's server puts on an app's box holding the first screen it drew (serve.mjs) */
const PRERENDERED = 'data-prerendered';

/**
 * A part the server leaves to the browser (lazyAntd's, a Suspense boundary it could not finish) is drawn by the
 * browser by design: React reports it (error #419) all the same.
 */
const leftToTheBrowser = (error: unknown) =>
  error instanceof Error &&
  /#419\b|server rendering aborted|could not finish this Suspense boundary/.test(error.message);

/**
 * The server's first screen and the app's first render disagreed (a text, an element): React drops that part of
 * the server's HTML and draws it itself, as a plain root would have. Worth a line in the log, not an error.
 */
const hydrationFellBack = (error: unknown) => {
  if (!leftToTheBrowser(error)) console.warn('[mart] first screen redrawn, not hydrated', error);
};

/**
 * A React root whose renders are transitions. React renders a transition in slices of a few milliseconds and gives
 * the main thread back between them, so mounting a page is many short tasks instead of one long one (a phone's
 * taps are not blocked by it). The commit is still one step; what is on screen (a first screen drawn on the server,
 * or nothing) stays until then.
 *
 * A box holding the server's first screen is hydrated: React adopts the server's elements instead of building them
 * again and replacing them (which cost the whole page's DOM, style and layout a second time on a phone's CPU).
 * Hydration is sliced like a transition. Where the two renders differ React redraws that part only.
 */
export function createTransitionRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
  let root: Root | null = null;
  return {
    render: (children) => {
      if (!root && container instanceof Element && container.hasAttribute(PRERENDERED)) {
        const box = container;
        // inside a transition: hydrateRoot's own lane (default hydration) renders in one blocking task
        startTransition(() => {
          root = hydrateRoot(box, children, { ...options, onRecoverableError: hydrationFellBack });
        });
        return;
      }
      root ??= createRoot(container, options);
      const current = root;
      startTransition(() => current.render(children));
    },
    unmount: () => {
      root?.unmount();
      root = null;
    },
  };
}

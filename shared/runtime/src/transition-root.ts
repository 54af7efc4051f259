import { startTransition } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/**
 * A React root whose renders are transitions. React renders a transition in slices of a few milliseconds and gives
 * the main thread back between them, so mounting a page is many short tasks instead of one long one (a phone's
 * taps are not blocked by it). The commit is still one step; what is on screen (a first screen drawn on the server,
 * or nothing) stays until then.
 */
export function createTransitionRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
  const root = createRoot(container, options);
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

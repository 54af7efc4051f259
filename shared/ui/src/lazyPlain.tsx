import { lazy, type ComponentType } from 'react';

const never = new Promise<never>(() => undefined);
function NotOnServer(): never {
  // suspends for good: the server render (not streamed) sends the boundary's fallback, as the browser's first render
  throw never;
}

/**
 * A part of a page drawn with the kit's controls only, as its own chunk loaded on first render: unlike the runtime's
 * lazyAntd it waits for neither antd's providers nor antd's stylesheet (issue 26: a routed page's first screen
 * answers taps without antd). Whatever it opens that is antd brings those itself (lazyModal, lazyAntd).
 */
export function lazyPlain<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (typeof window === 'undefined') return NotOnServer;
  return lazy(async () => ({ default: await load() }));
}

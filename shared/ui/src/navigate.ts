import type { MouseEvent } from 'react';
import { bus } from '@mart/bus';

/** Cross-app navigation: the shell owns the URL; single-spa mounts whichever remote owns the target route. */
export function navigate(to: string, replace = false): void {
  bus.request({ type: 'navigate', to, replace });
}

/** onClick for a plain <a href>: keeps ctrl/middle-click opening a new tab. */
export function linkClick(e: MouseEvent<HTMLAnchorElement>): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(e.currentTarget.getAttribute('href') ?? '/');
}

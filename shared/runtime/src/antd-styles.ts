import { antdStylesheet } from './antd-stylesheet';

let loading: Promise<void> | null = null;

/** how long antd waits for its stylesheet before it makes the styles itself */
export const STALLED_MS = 4000;

/** marked as React marks a settled thenable, so `use` reads it without suspending */
const fulfilled = (p: Promise<void>) => Object.assign(p, { status: 'fulfilled', value: undefined });

/**
 * Puts this app's antd stylesheet in the page, once, and resolves when it has loaded (or failed or stalled: antd
 * then makes the styles itself as its components render). It must be in before an antd component first renders:
 * antd reads the list of styles the file carries once, at its first style, and makes the rest as it goes. Two apps
 * built with the same components share one file. It goes first in <head>, where antd's own styles go, so the apps'
 * stylesheets still override it.
 */
export function loadAntdStyles(): Promise<void> {
  if (loading) return loading;
  const sheet = antdStylesheet;
  const done = sheet ? linked(sheet) : Promise.resolve();
  // at once where there is no file (tests, a build without one), else once it has loaded
  if (sheet) void done.then(() => fulfilled(done));
  else fulfilled(done);
  loading = done;
  return done;
}

function linked(sheet: { href: string; id: string }): Promise<void> {
  return new Promise((resolve) => {
    let link = document.querySelector<HTMLLinkElement>(`link[data-antd-styles="${sheet.id}"]`);
    // another app put the same file in: it has loaded or failed (either ends the wait), or is still loading
    if (link?.dataset.settled) return resolve();
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = sheet.href;
      link.dataset.antdStyles = sheet.id;
      const settle = () => {
        link!.dataset.settled = '1';
      };
      link.addEventListener('load', settle, { once: true });
      link.addEventListener('error', settle, { once: true });
      document.head.prepend(link);
    }
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    // a stalled download must not hold the page: antd makes the styles itself, and the file's same rules, when
    // they come, change nothing
    setTimeout(resolve, STALLED_MS);
  });
}

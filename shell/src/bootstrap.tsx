import { BaseProviders, createTransitionRoot, yieldToMain } from '@mart/runtime';
// the site's colour tokens and plain components' styles, for every app on the page (a remote does not bring them)
import '@mart/runtime/site-styles';
import { logVersions } from './federation/versions';
import { startApps } from './apps';
import { ShellChrome } from './ShellChrome';
import './shell.css';
// the footer's styles come with the shell's start, while the page is small: a stylesheet added when the footer
// arrives makes the browser restyle the whole, by then long, page
import './layout/footer.css';

/** The second half of the start (after ./start): the header, then the apps on their routes. */
export async function mountShell(): Promise<void> {
  logVersions();
  const header = document.getElementById('mart-header');
  if (header) {
    createTransitionRoot(header).render(
      <BaseProviders>
        <ShellChrome />
      </BaseProviders>,
    );
  }
  // the page's app loads and mounts in tasks of its own, after the header's first slice
  await yieldToMain();
  startApps();
}

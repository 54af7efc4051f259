import { createRoot } from 'react-dom/client';
import { BaseProviders } from '@mart/ui';
import { logVersions } from './federation/versions';
import { startApps } from './apps';
import { ShellChrome } from './ShellChrome';
import './shell.css';
// the footer's styles come with the shell's start, while the page is small: a stylesheet added when the footer
// arrives makes the browser restyle the whole, by then long, page
import './layout/footer.css';

/** The second half of the start (after ./start): the header, then the apps on their routes. */
export function mountShell(): void {
  logVersions();
  const header = document.getElementById('mart-header');
  if (header) {
    createRoot(header).render(
      <BaseProviders>
        <ShellChrome />
      </BaseProviders>,
    );
  }
  startApps();
}

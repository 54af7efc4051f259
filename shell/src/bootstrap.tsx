import { createRoot } from 'react-dom/client';
import { BaseProviders } from '@mart/ui';
import { logVersions } from './federation/versions';
import { startApps } from './apps';
import { ShellChrome } from './ShellChrome';
import './shell.css';

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

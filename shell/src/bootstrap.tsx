import { yieldToMain } from '@mart/runtime';

/**
 * The second half of the start (after ./start): the header, then the apps on their routes. Its modules are in this
 * chunk and the start-up ones, but evaluated one part per task (webpack's eager mode: no request of their own):
 * react-dom, then the header's modules and the site's styles, then the header's render. Together in the task that
 * evaluated react-dom's script they made one of the load's long tasks on a phone (issue 26).
 */
export async function mountShell(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { BaseProviders, createTransitionRoot, logVersions, ShellChrome, startApps } = await import(
    /* webpackMode: "eager" */ './chrome'
  );
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

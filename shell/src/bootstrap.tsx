import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
import { api } from '@mart/api-client';
import { MartProviders } from '@mart/ui';
import { restorePersistedState } from './state/persisted';
import { registryReady } from './federation/early';
import { logVersions } from './federation/versions';
import { startApps } from './apps';
import { ShellChrome } from './ShellChrome';
import './shell.css';

async function main(): Promise<void> {
  await restorePersistedState();
  const registry = await registryReady;
  // API base URL: the deployment's registry wins over the build default, so one build serves any API host
  api.configure({ baseUrl: registry.apiBaseUrl ?? process.env.MART_API_URL ?? '' });
  logVersions();

  const header = document.getElementById('mart-header');
  if (header) {
    createRoot(header).render(
      <MartProviders>
        {/* the shell shows every toast (bus 'toast' requests), through antd's themed message API */}
        <AntApp component={false}>
          <ShellChrome />
        </AntApp>
      </MartProviders>,
    );
  }
  startApps();
}

void main();

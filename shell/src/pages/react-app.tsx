import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { MartProviders } from '@mart/ui';
import type { AppProps } from '../federation/resilient-app';

/** single-spa lifecycles for a page the shell renders itself. */
export function shellReactApp(Page: ComponentType): LifeCycles<AppProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      root = createRoot(domElement);
      root.render(
        <MartProviders>
          <Page />
        </MartProviders>,
      );
      // its first render replaces the first screen the server drew (the module picker), if any
      domElement.removeAttribute('data-prerendered');
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

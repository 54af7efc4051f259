import type { ComponentType, ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { createTransitionRoot } from '@mart/runtime';
import type { LifeCycles } from 'single-spa';
import type { AppProps } from '../federation/resilient-app';

/**
 * single-spa lifecycles for a page the shell renders itself, under `Providers`: `MartProviders` for an antd page, or
 * `BaseProviders` for a plain one whose antd parts bring their own (lazyAntd), so antd's core is not in its chunk.
 */
export function shellReactApp(
  Page: ComponentType,
  Providers: ComponentType<{ children: ReactNode }>,
): LifeCycles<AppProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      // hydrates the first screen the server drew (the module picker), if the shell adopted it
      root = createTransitionRoot(domElement);
      root.render(
        <Providers>
          <Page />
        </Providers>,
      );
      domElement.removeAttribute('data-prerendered');
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

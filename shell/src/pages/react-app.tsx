import type { ComponentType, ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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
      root = createRoot(domElement);
      root.render(
        <Providers>
          <Page />
        </Providers>,
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

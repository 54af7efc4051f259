import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { bus, type RemoteBuild } from '@mart/bus';
import { BaseProviders } from './BaseProviders';
import { RenderError } from './RenderError';
import { createManifestRouter, type RouteManifest } from './route-manifest';
import { createTransitionRoot } from './transition-root';
import { yieldToMain } from './yield-to-main';

export interface RemoteOptions {
  /** the app's route manifest: its router is made from it as the app mounts */
  routes: RouteManifest;
  /** what the app draws around every page (its own providers); none by default */
  frame?: ComponentType<{ children: ReactNode }>;
}

const Bare = ({ children }: { children: ReactNode }) => children;

/**
 * single-spa lifecycles for a remote: its manifest's pages under a react-router data router. The root is wrapped in
 * the shared providers without antd's (so a page's first paint need not wait for antd: lazy pages and widgets bring
 * `AntdProviders`, and an app whose frame renders antd wraps itself in it), and a render error becomes the designed
 * error panel instead of a blank page.
 */
export function remoteLifecycles(build: RemoteBuild, { routes, frame: Frame = Bare }: RemoteOptions) {
  // one per mount: it reads the URL it mounts on and follows the history only while the app is on screen
  let router: DataRouter | null = null;
  const lifecycles = singleSpaReact({
    React,
    // the page is rendered in slices (a transition), not in one long task
    ReactDOMClient: { createRoot: createTransitionRoot },
    rootComponent: () => (
      <BaseProviders>
        <Frame>{router && <RouterProvider router={router} />}</Frame>
      </BaseProviders>
    ),
    errorBoundary: (err: Error) => {
      console.error('[mart] render error', err);
      return (
        <BaseProviders>
          <RenderError />
        </BaseProviders>
      );
    },
  });
  const report = async () => {
    bus.set('remoteBuilds', { ...bus.get('remoteBuilds'), [build.name]: build });
  };
  // the router's first navigation runs the page's loader, which starts its data. antd's core (providers, theme,
  // cssinjs) and its stylesheet are not started here: they come with the page's first antd part (lazyAntd), so a
  // first screen that draws no antd (a module home's top) never downloads them
  const start = async () => {
    // a mount that failed half-way (the shell's Retry mounts again) must not leave its router following the history
    router?.dispose();
    router = createManifestRouter(routes);
  };
  const dispose = async () => {
    router?.dispose();
    router = null;
  };
  // the app's code has just been evaluated in this task (and its requests started): its render starts in the next
  return {
    ...lifecycles,
    bootstrap: [report, lifecycles.bootstrap],
    mount: [start, () => yieldToMain(), lifecycles.mount],
    unmount: [lifecycles.unmount, dispose],
  };
}

import type { ComponentType } from 'react';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { bus, type RemoteBuild } from '@mart/bus';
import { i18n } from '@mart/i18n';
import { loadAntdStyles } from './antd-styles';
import { BaseProviders } from './BaseProviders';
import { LazyStatusPanel } from './LazyStatusPanel';
import { loadAntdProviders } from './lazyAntd';
import { startPageLoad, type RouteManifest } from './route-manifest';
import { createTransitionRoot } from './transition-root';
import { yieldToMain } from './yield-to-main';

export interface RemoteProps {
  name: string;
  /** the element the shell gives this app */
  domElement?: HTMLElement;
}

export interface RemoteOptions {
  /** the app's route manifest: the page it mounts on starts its requests before the app's first render */
  routes?: RouteManifest;
}

/**
 * single-spa lifecycles for a remote's routes. The root is wrapped in the shared providers without antd's (so a
 * page's first paint need not wait for antd: lazy pages and widgets bring `AntdProviders`, and an app whose root
 * renders antd wraps itself in it), and a render error becomes the designed error panel instead of a blank page.
 */
export function remoteLifecycles(Root: ComponentType<RemoteProps>, build: RemoteBuild, options: RemoteOptions = {}) {
  const lifecycles = singleSpaReact({
    React,
    // the page is rendered in slices (a transition), not in one long task
    ReactDOMClient: { createRoot: createTransitionRoot },
    rootComponent: (props: RemoteProps) => (
      <BaseProviders>
        <Root {...props} />
      </BaseProviders>
    ),
    errorBoundary: (err: Error) => {
      console.error('[mart] render error', err);
      return (
        <BaseProviders>
          <LazyStatusPanel
            status="500"
            title={i18n.t('common:errors.sorryTitle')}
            text={i18n.t('common:errors.generic')}
            action={{ label: i18n.t('common:remote.retry'), onClick: () => window.location.reload() }}
            help
          />
        </BaseProviders>
      );
    },
  });
  const report = async () => {
    bus.set('remoteBuilds', { ...bus.get('remoteBuilds'), [build.name]: build });
  };
  // started, not awaited: the app renders while its data, its antd stylesheet and antd's providers download
  const prefetch = async () => {
    void startPageLoad(options.routes ?? [], window.location.pathname, window.location.search);
    void loadAntdStyles();
    void loadAntdProviders();
  };
  // the app's code has just been evaluated in this task (and its requests started): its render starts in the next
  return {
    ...lifecycles,
    bootstrap: [report, lifecycles.bootstrap],
    mount: [prefetch, () => yieldToMain(), lifecycles.mount],
  };
}

import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { bus, type RemoteBuild } from '@mart/bus';
import { i18n } from '@mart/i18n';
import { BaseProviders } from './BaseProviders';
import { LazyStatusPanel } from './LazyStatusPanel';

export interface RemoteProps {
  name: string;
  /** the element the shell gives this app */
  domElement?: HTMLElement;
}

/** The paths that show the selected module's home (the shell gives them to that module's app). */
export const isHomePath = (pathname: string): boolean => pathname === '/home' || pathname === '/';

export interface RemoteOptions {
  /** starts the requests of this app's module home; run as the app mounts on a home path, before its first render
   * (a query hook fetches only after its component has committed, seconds after the code arrived on a slow phone) */
  prefetchHome?: () => void;
}

/**
 * single-spa lifecycles for a remote's routes. The root is wrapped in the shared providers without antd's (so a
 * page's first paint need not wait for antd: lazy pages and widgets bring `AntdProviders`, and an app whose root
 * renders antd wraps itself in it), and a render error becomes the designed error panel instead of a blank page.
 */
export function remoteLifecycles(Root: ComponentType<RemoteProps>, build: RemoteBuild, options: RemoteOptions = {}) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
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
          />
        </BaseProviders>
      );
    },
  });
  const report = async () => {
    bus.set('remoteBuilds', { ...bus.get('remoteBuilds'), [build.name]: build });
  };
  const prefetch = async () => {
    if (options.prefetchHome && isHomePath(window.location.pathname)) options.prefetchHome();
  };
  return { ...lifecycles, bootstrap: [report, lifecycles.bootstrap], mount: [prefetch, lifecycles.mount] };
}

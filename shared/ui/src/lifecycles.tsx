import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { bus, type RemoteBuild } from '@mart/bus';
import { i18n } from '@mart/i18n';
import { MartProviders } from './MartProviders';
import { StatusPanel } from './StatusPanel';

export interface RemoteProps {
  name: string;
  /** the element the shell gives this app */
  domElement?: HTMLElement;
}

/**
 * single-spa lifecycles for a remote's routes. The root is wrapped in the shared providers, and a render error
 * becomes the designed error panel instead of a blank page.
 */
export function remoteLifecycles(Root: ComponentType<RemoteProps>, build: RemoteBuild) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteProps) => (
      <MartProviders>
        <Root {...props} />
      </MartProviders>
    ),
    errorBoundary: (err: Error) => {
      console.error('[mart] render error', err);
      return (
        <MartProviders>
          <StatusPanel
            status="500"
            title={i18n.t('common:errors.sorryTitle')}
            text={i18n.t('common:errors.generic')}
            action={{ label: i18n.t('common:remote.retry'), onClick: () => window.location.reload() }}
          />
        </MartProviders>
      );
    },
  });
  const report = async () => {
    bus.set('remoteBuilds', { ...bus.get('remoteBuilds'), [build.name]: build });
  };
  return { ...lifecycles, bootstrap: [report, lifecycles.bootstrap] };
}

import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from './lazyAntd';
import type { StatusPanel } from '@mart/ui/status-panel';

const Panel = lazyPart(() => import('@mart/ui/status-panel').then((m) => m.StatusPanel));

/**
 * The kit's StatusPanel as its own chunk, for code in every app's first chunk (RenderError): the panel is plain HTML
 * (no antd), but only a failure needs it. Features draw the kit's StatusPanel directly; remotes/account still uses
 * this name until it moves to the kit (issue 43).
 */
export function LazyStatusPanel(props: ComponentProps<typeof StatusPanel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

import { Suspense, type ComponentProps } from 'react';
import { lazyAntd } from './lazyAntd';
import type { StatusPanel } from '@mart/ui/status-panel';

const Panel = lazyAntd(() => import('@mart/ui/status-panel').then((m) => m.StatusPanel));

/** The designed error/empty screen for code that paints before antd has loaded (an app's root, a module home). */
export function LazyStatusPanel(props: ComponentProps<typeof StatusPanel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { loadExposed } from './load-remote';

class Boundary extends Component<{ children: ReactNode; remote: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(e: unknown) {
    console.error(`[mart] widget of ${this.props.remote} failed`, e);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type RemoteWidgetComponent<P extends object> = ComponentType<P> & {
  /** Start downloading the widget's code without rendering it (on a hint that it is about to open). */
  preload: () => void;
};

/**
 * A component another remote exposes (cart drawer, trip cart, wishlist, location picker), rendered in the shell's
 * tree. Created once at module scope; it loads on first render or `preload()`, whichever comes first, and if its
 * remote is down the widget is simply absent and the page keeps working.
 */
export function remoteWidget<P extends object>(remote: string, expose: string): RemoteWidgetComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= loadExposed<{ default: ComponentType<P> }>(remote, expose).then(
      (mod) => ({ default: mod.default }),
      (e: unknown) => {
        loading = undefined; // a failed preload must not stop the first render from trying again
        throw e;
      },
    ));
  const Lazy = lazy(load);
  function Widget(props: P) {
    return (
      <Boundary remote={remote}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </Boundary>
    );
  }
  Widget.displayName = `RemoteWidget(${remote}/${expose})`;
  Widget.preload = () => void load().catch(() => undefined);
  return Widget;
}

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

/**
 * A component another remote exposes (cart drawer, trip cart, wishlist, location picker), rendered in the shell's
 * tree. Created once at module scope; it loads on first render, and if its remote is down the widget is simply
 * absent and the page keeps working.
 */
export function remoteWidget<P extends object>(remote: string, expose: string): ComponentType<P> {
  const Lazy = lazy(async () => {
    const mod = await loadExposed<{ default: ComponentType<P> }>(remote, expose);
    return { default: mod.default };
  });
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
  return Widget;
}

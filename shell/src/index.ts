// Async boundary: Module Federation negotiates shared singletons before any of our code imports React.
// The registry fetch and the first route's remote preload start first (they need no shared package); then the
// header's code (./bootstrap, no antd) and the small first half of the start (./start) download side by side.
import { yieldToMain } from '@mart/runtime';
import './federation/early';

// in the next task: this one has evaluated the Module Federation runtime and started the remote's preload
void yieldToMain().then(() => {
  const chrome = import('./bootstrap');
  void import('./start').then((m) => m.start(chrome));
});
